import {
  type BodyOf,
  htmlToText,
  LOUNGE_LIMITS,
  type LoungeDraft,
  type LoungePost,
  type LoungePostTagCode,
  loungeApi,
  loungePostTags,
  type PostTypeCode,
  postTypes,
} from '@sidequest/shared';
import { isoToSeoul, seoulToIso } from './poll-time';

export interface AttachmentItem {
  url: string;
  name: string;
}

export interface PollForm {
  options: string[];
  multiple: boolean;
  /** The end is optional; the date and time are kept while it is switched off, in case it comes back. */
  hasEnd: boolean;
  /** Seoul wall clock: yyyy-MM-dd and HH:mm. */
  endDate: string;
  endTime: string;
}

export interface ComposerForm {
  postType: PostTypeCode;
  tag: LoungePostTagCode | null;
  /** The editor's HTML; mentions are already `@[nickname]` text in it. */
  body: string;
  attachments: AttachmentItem[];
  poll: PollForm;
}

/** Korean messages by field: `tag`, `body`, `attachments`, `poll`, `poll.options.2`, `poll.ends_at` — the server's keys. */
export type FieldErrors = Record<string, string>;

export type PostRequest = Omit<BodyOf<typeof loungeApi.newUpload>, 'post_no'>;
export type DraftRequest = Omit<BodyOf<typeof loungeApi.saveTemp>, 'post_no'>;

export function emptyPoll(): PollForm {
  return { options: ['', ''], multiple: false, hasEnd: false, endDate: '', endTime: '' };
}

export function emptyForm(): ComposerForm {
  return { postType: '01', tag: null, body: '', attachments: [], poll: emptyPoll() };
}

type AttachmentColumns = Pick<
  LoungePost,
  | 'FEED_ATTACHMENT_URL1'
  | 'FEED_ATTACHMENT_NAME1'
  | 'FEED_ATTACHMENT_URL2'
  | 'FEED_ATTACHMENT_NAME2'
  | 'FEED_ATTACHMENT_URL3'
  | 'FEED_ATTACHMENT_NAME3'
  | 'FEED_ATTACHMENT_URL4'
  | 'FEED_ATTACHMENT_NAME4'
  | 'FEED_ATTACHMENT_URL5'
  | 'FEED_ATTACHMENT_NAME5'
>;

export function attachmentsFrom(record: AttachmentColumns): AttachmentItem[] {
  const out: AttachmentItem[] = [];
  for (const i of [1, 2, 3, 4, 5] as const) {
    const url = record[`FEED_ATTACHMENT_URL${i}`];
    if (url) out.push({ url, name: record[`FEED_ATTACHMENT_NAME${i}`] ?? url.split('/').pop() ?? url });
  }
  return out;
}

function pollFrom(p: { options: string[]; multiple: boolean; ends_at: string | null } | null): PollForm {
  if (!p) return emptyPoll();
  const end = p.ends_at ? isoToSeoul(p.ends_at) : null;
  const options = [...p.options];
  while (options.length < LOUNGE_LIMITS.pollOptionsMin) options.push('');
  return {
    options,
    multiple: p.multiple,
    hasEnd: end !== null,
    endDate: end?.date ?? '',
    endTime: end?.time ?? '',
  };
}

/** A published post being edited. */
export function formFromPost(post: LoungePost): ComposerForm {
  return {
    postType: post.POST_TYPE,
    tag: post.POST_TAG,
    body: post.BODY_HTML,
    attachments: attachmentsFrom(post),
    poll: pollFrom(
      post.POLL
        ? {
            options: post.POLL.OPTIONS.map((o) => o.LABEL),
            multiple: post.POLL.MULTIPLE,
            ends_at: post.POLL.ENDS_AT,
          }
        : null,
    ),
  };
}

/** A draft being continued. Its codes are plain strings on the wire; unknown ones fall back to the defaults. */
export function formFromDraft(d: LoungeDraft): ComposerForm {
  const postType = postTypes.has(d.POST_TYPE) ? d.POST_TYPE : '01';
  const tag = loungePostTags.has(d.POST_TAG) ? d.POST_TAG : null;
  return { postType, tag, body: d.BODY_HTML, attachments: attachmentsFrom(d), poll: pollFrom(d.POLL) };
}

export function pollRequest(poll: PollForm) {
  return {
    options: poll.options.map((o) => o.trim()),
    multiple: poll.multiple,
    ends_at: poll.hasEnd ? seoulToIso(poll.endDate, poll.endTime) : null,
  };
}

export function toPostRequest(form: ComposerForm): PostRequest {
  return {
    post_type: form.postType,
    // An unset tag is caught by validate() before anything is sent.
    tag: form.tag as LoungePostTagCode,
    body: form.body,
    attachments: form.attachments,
    poll: form.postType === '03' ? pollRequest(form.poll) : null,
  };
}

/** A draft keeps whatever is usable: empty options and a half-picked end are left out, not refused. */
export function toDraftRequest(form: ComposerForm): DraftRequest {
  const poll = pollRequest(form.poll);
  return {
    post_type: form.postType,
    tag: form.tag,
    body: form.body,
    attachments: form.attachments,
    poll:
      form.postType === '03'
        ? {
            options: poll.options.filter((o) => o !== '').map((o) => o.slice(0, LOUNGE_LIMITS.pollOptionMax)),
            multiple: poll.multiple,
            ends_at: poll.ends_at,
          }
        : null,
  };
}

export function bodyText(html: string): string {
  return htmlToText(html).replace(/\s+/g, ' ').trim();
}

/** Nothing worth keeping: no text, no picture, no attachment, no poll option. */
export function isBlank(form: ComposerForm): boolean {
  return (
    bodyText(form.body) === '' &&
    !/<img\b/i.test(form.body) &&
    form.attachments.length === 0 &&
    (form.postType === '01' || form.poll.options.every((o) => o.trim() === ''))
  );
}

/** Translates this namespace's keys (`lounge_write`); tests pass the identity. */
export type Translate = (key: string) => string;

/**
 * The server's rules, checked before sending. The contract's own messages are used where it has them
 * (so the inline text matches what the server would answer); the rest come from the locale.
 */
export function validate(form: ComposerForm, t: Translate, now: Date = new Date()): FieldErrors {
  const errors: FieldErrors = {};
  if (!form.tag) errors.tag = t('error.tag');
  const text = bodyText(form.body).replace(/\s/g, '');
  if ([...text].length < LOUNGE_LIMITS.bodyMinChars && !/<(img|iframe)\b/i.test(form.body)) {
    errors.body = t('error.body');
  }
  const parsed = loungeApi.ZLoungePostInput.safeParse({ ...toPostRequest(form), tag: form.tag ?? undefined });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = issue.path.join('.') || '_';
      errors[key] ??= issue.message;
    }
  }
  if (form.postType === '03') {
    if (form.poll.hasEnd) {
      const iso = seoulToIso(form.poll.endDate, form.poll.endTime);
      if (!iso) errors['poll.ends_at'] = t('error.ends_at_missing');
      // The server wants at least a minute of voting.
      else if (new Date(iso).getTime() <= now.getTime() + 60_000)
        errors['poll.ends_at'] = t('error.ends_at_past');
    }
    const seen = new Map<string, number>();
    form.poll.options.forEach((o, i) => {
      const label = o.trim().toLowerCase();
      if (label === '') return;
      if (seen.has(label)) errors[`poll.options.${i}`] ??= t('error.option_duplicate');
      else seen.set(label, i);
    });
  }
  return errors;
}

/** The first field to scroll to, in the order the form shows them (options top to bottom). */
export function firstErrorField(errors: FieldErrors): string | null {
  const order = ['tag', 'body', 'poll', 'poll.options', 'poll.ends_at', 'attachments'];
  const rank = (key: string): [number, number] => {
    const option = /^poll\.options\.(\d+)/.exec(key);
    if (option) return [order.indexOf('poll.options'), Number(option[1])];
    const at = order.indexOf(key);
    const head = at >= 0 ? at : order.findIndex((h) => key.startsWith(`${h}.`));
    return [head >= 0 ? head : order.length, 0];
  };
  const keys = Object.keys(errors).sort((a, b) => {
    const [ra, ia] = rank(a);
    const [rb, ib] = rank(b);
    return ra - rb || ia - ib;
  });
  return keys[0] ?? null;
}
