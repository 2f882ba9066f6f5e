import { htmlToText, isTemplateInstruction, sectionHint } from '@sidequest/shared';

const HEADING = /(<h[2-4][^>]*>[\s\S]*?<\/h[2-4]>)/i;
const BLOCK = /<(p|li)\b[^>]*>([\s\S]*?)<\/\1>/gi;

/** Nothing a reader would see: no text and no picture. */
const isBlank = (html: string) => htmlToText(html).trim() === '' && !/<img\b/i.test(html);

/**
 * What a published body keeps of the template: the leader's writing only. Paragraphs and list
 * items that are just a template instruction go (drafts from before the hints carried them), then
 * empty paragraphs and lists, then a template heading with nothing written under it, so an
 * optional section left alone is not published as a bare heading. Runs after sanitizing.
 */
export function stripTemplateLeftovers(html: string): string {
  const cleaned = html
    .replace(BLOCK, (whole, _tag: string, inner: string) =>
      isTemplateInstruction(htmlToText(inner)) ? '' : whole,
    )
    .replace(/<p\b[^>]*>(?:\s|<br\s*\/?>)*<\/p>/gi, '')
    .replace(/<(ul|ol)\b[^>]*>\s*<\/\1>/gi, '');
  const parts = cleaned.split(HEADING);
  const out: string[] = [];
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i] ?? '';
    const isHeading = i % 2 === 1;
    if (isHeading && sectionHint(htmlToText(part).trim()) !== null && isBlank(parts[i + 1] ?? '')) {
      i += 1; // the heading and its empty section both go
      continue;
    }
    out.push(part);
  }
  return out.join('');
}
