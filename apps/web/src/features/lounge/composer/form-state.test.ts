import type { LoungeDraft } from '@sidequest/shared';
import { describe, expect, it } from 'vitest';
import {
  type ComposerForm,
  emptyForm,
  firstErrorField,
  formFromDraft,
  isBlank,
  toDraftRequest,
  toPostRequest,
  validate,
} from './form-state';

const t = (key: string) => key;
const NOW = new Date('2026-11-25T00:00:00Z');

function form(patch: Partial<ComposerForm> = {}): ComposerForm {
  return { ...emptyForm(), tag: '09', body: '<p>사이드 프로젝트 질문이에요</p>', ...patch };
}

const noFiles = {
  FEED_ATTACHMENT_URL1: null,
  FEED_ATTACHMENT_NAME1: null,
  FEED_ATTACHMENT_URL2: null,
  FEED_ATTACHMENT_NAME2: null,
  FEED_ATTACHMENT_URL3: null,
  FEED_ATTACHMENT_NAME3: null,
  FEED_ATTACHMENT_URL4: null,
  FEED_ATTACHMENT_NAME4: null,
  FEED_ATTACHMENT_URL5: null,
  FEED_ATTACHMENT_NAME5: null,
};

describe('poll requests', () => {
  it('maps the poll form to the request, with the Seoul end as ISO +09:00 and trimmed options', () => {
    const req = toPostRequest(
      form({
        postType: '03',
        poll: {
          options: [' 리액트 ', '뷰', '스벨트'],
          multiple: true,
          hasEnd: true,
          endDate: '2026-11-30',
          endTime: '21:00',
        },
      }),
    );
    expect(req.poll).toEqual({
      options: ['리액트', '뷰', '스벨트'],
      multiple: true,
      ends_at: '2026-11-30T21:00:00+09:00',
    });
    expect(req.post_type).toBe('03');
  });

  it('sends no end when it is switched off, and no poll at all for a plain post', () => {
    const poll = {
      options: ['가', '나'],
      multiple: false,
      hasEnd: false,
      endDate: '2026-11-30',
      endTime: '21:00',
    };
    expect(toPostRequest(form({ postType: '03', poll })).poll?.ends_at).toBeNull();
    expect(toPostRequest(form({ postType: '01', poll })).poll).toBeNull();
  });
});

describe('validate', () => {
  it('passes a complete post', () => {
    expect(validate(form(), t, NOW)).toEqual({});
  });

  it('asks for a tag and some text', () => {
    const errors = validate(form({ tag: null, body: '<p> </p>' }), t, NOW);
    expect(errors.tag).toBe('error.tag');
    expect(errors.body).toBe('error.body');
    expect(firstErrorField(errors)).toBe('tag');
  });

  it('accepts a picture without text', () => {
    expect(validate(form({ body: '<img src="/uploads/a.webp">' }), t, NOW).body).toBeUndefined();
  });

  it("uses the server's own messages for poll options", () => {
    const one = validate(form({ postType: '03', poll: { ...emptyForm().poll, options: ['하나'] } }), t, NOW);
    expect(one['poll.options']).toBe('투표 항목을 2개 이상 만들어 주세요.');
    const blank = validate(
      form({ postType: '03', poll: { ...emptyForm().poll, options: ['하나', ' '] } }),
      t,
      NOW,
    );
    expect(blank['poll.options.1']).toBe('빈 항목이 있어요. 내용을 적거나 지워 주세요.');
    const long = validate(
      form({ postType: '03', poll: { ...emptyForm().poll, options: ['가'.repeat(81), '나'] } }),
      t,
      NOW,
    );
    expect(long['poll.options.0']).toBe('항목은 80자까지 쓸 수 있어요.');
  });

  it('flags a repeated option and an end that is not in the future', () => {
    const errors = validate(
      form({
        postType: '03',
        poll: {
          options: ['같아요', ' 같아요'],
          multiple: false,
          hasEnd: true,
          endDate: '2026-11-25',
          endTime: '09:00',
        },
      }),
      t,
      NOW,
    );
    expect(errors['poll.options.1']).toBe('error.option_duplicate');
    // 09:00 in Seoul is exactly NOW (00:00 UTC): too soon.
    expect(errors['poll.ends_at']).toBe('error.ends_at_past');
    expect(firstErrorField(errors)).toBe('poll.options.1');
  });

  it('asks for both parts of an end that is switched on', () => {
    const errors = validate(
      form({
        postType: '03',
        poll: { options: ['가', '나'], multiple: false, hasEnd: true, endDate: '2026-11-26', endTime: '' },
      }),
      t,
      NOW,
    );
    expect(errors['poll.ends_at']).toBe('error.ends_at_missing');
  });
});

describe('drafts', () => {
  const draft: LoungeDraft = {
    ...noFiles,
    POST_NO: 41,
    POST_TYPE: '03',
    POST_TAG: '08',
    BODY_HTML: '<p><a href="/people/%EB%A9%94%EC%9D%B4%EC%BB%A4" class="mention">@메이커</a>님 의견은?</p>',
    FEED_TEXT: '@메이커님 의견은?',
    POLL: { options: ['A안'], multiple: true, ends_at: '2026-11-30T12:00:00.000Z' },
    FEED_ATTACHMENT_URL1: '/uploads/feed/a.png',
    FEED_ATTACHMENT_NAME1: '화면.png',
    FEED_ATTACHMENT_URL2: '/uploads/feed/b.pdf',
    FEED_ATTACHMENT_NAME2: null,
    UPDATED_AT: '2026-11-24T10:00:00.000Z',
  };

  it('turns a saved draft back into the form, padding the poll to two options', () => {
    const f = formFromDraft(draft);
    expect(f.postType).toBe('03');
    expect(f.tag).toBe('08');
    expect(f.body).toBe(draft.BODY_HTML);
    expect(f.attachments).toEqual([
      { url: '/uploads/feed/a.png', name: '화면.png' },
      { url: '/uploads/feed/b.pdf', name: 'b.pdf' },
    ]);
    expect(f.poll).toEqual({
      options: ['A안', ''],
      multiple: true,
      hasEnd: true,
      endDate: '2026-11-30',
      endTime: '21:00',
    });
  });

  it('drops codes it does not know', () => {
    const f = formFromDraft({ ...draft, POST_TYPE: '02', POST_TAG: 'zz', POLL: null });
    expect(f.postType).toBe('01');
    expect(f.tag).toBeNull();
    expect(f.poll.options).toEqual(['', '']);
  });

  it('saves what is usable: empty options are left out, a half-picked end is not sent', () => {
    const req = toDraftRequest(
      form({
        postType: '03',
        tag: null,
        poll: {
          options: ['가', '', '나'],
          multiple: false,
          hasEnd: true,
          endDate: '2026-11-30',
          endTime: '',
        },
      }),
    );
    expect(req.tag).toBeNull();
    expect(req.poll).toEqual({ options: ['가', '나'], multiple: false, ends_at: null });
  });

  it('knows when nothing has been written', () => {
    expect(isBlank(emptyForm())).toBe(true);
    expect(isBlank({ ...emptyForm(), body: '<p></p>' })).toBe(true);
    expect(isBlank({ ...emptyForm(), body: '<p>안</p>' })).toBe(false);
    expect(
      isBlank({ ...emptyForm(), postType: '03', poll: { ...emptyForm().poll, options: ['가', ''] } }),
    ).toBe(false);
  });
});
