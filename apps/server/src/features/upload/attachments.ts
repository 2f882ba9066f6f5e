/**
 * The five attachment slots a row keeps in column pairs (`attach_url1`/`attach_name1` …
 * `attach_url5`/`attach_name5`): resume works, lounge posts and to-dos.
 */
export interface Attachment {
  url: string;
  name: string;
}

export interface AttachmentSlots {
  attachUrl1: string | null;
  attachName1: string | null;
  attachUrl2: string | null;
  attachName2: string | null;
  attachUrl3: string | null;
  attachName3: string | null;
  attachUrl4: string | null;
  attachName4: string | null;
  attachUrl5: string | null;
  attachName5: string | null;
}

/** The filled slots in order; a slot without a name gets `unnamed`. */
export function slotAttachments(row: AttachmentSlots, unnamed = ''): Attachment[] {
  const pairs: [string | null, string | null][] = [
    [row.attachUrl1, row.attachName1],
    [row.attachUrl2, row.attachName2],
    [row.attachUrl3, row.attachName3],
    [row.attachUrl4, row.attachName4],
    [row.attachUrl5, row.attachName5],
  ];
  return pairs
    .filter((p): p is [string, string | null] => Boolean(p[0]))
    .map(([url, name]) => ({ url, name: name ?? unnamed }));
}

/** Up to five attachments laid into the five column pairs, the rest cleared. */
export function attachmentColumns(list: Attachment[]): AttachmentSlots {
  const at = (i: number) => list[i] ?? null;
  return {
    attachUrl1: at(0)?.url ?? null,
    attachName1: at(0)?.name ?? null,
    attachUrl2: at(1)?.url ?? null,
    attachName2: at(1)?.name ?? null,
    attachUrl3: at(2)?.url ?? null,
    attachName3: at(2)?.name ?? null,
    attachUrl4: at(3)?.url ?? null,
    attachName4: at(3)?.name ?? null,
    attachUrl5: at(4)?.url ?? null,
    attachName5: at(4)?.name ?? null,
  };
}
