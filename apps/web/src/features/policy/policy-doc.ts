/**
 * Policy texts are legal content, kept as data (not i18n strings) so that they can be reviewed
 * and versioned as documents. Each body is markdown-ish:
 *
 *   ## 제1조 (목적)       a section heading (level 2)
 *   ### 1. 소제목          a sub-heading (level 3)
 *   1. text               an ordered item (consecutive lines form one list)
 *   - text                a bullet item
 *   | a | b |             a table row; the first row is the header
 *   ① text                a clause: always starts its own paragraph
 *   other lines           paragraphs (a blank line ends a paragraph)
 */
export interface PolicyDoc {
  title: string;
  /** Effective date, YYYY-MM-DD. */
  effectiveDate: string;
  body: string;
}

export type PolicyBlock =
  | { type: 'h2'; text: string; id: string }
  | { type: 'h3'; text: string }
  | { type: 'p'; text: string }
  | { type: 'ol'; items: string[] }
  | { type: 'ul'; items: string[] }
  | { type: 'table'; head: string[]; rows: string[][] };

const cells = (line: string) =>
  line
    .trim()
    .replace(/^\|/, '')
    .replace(/\|$/, '')
    .split('|')
    .map((c) => c.trim());

export function parsePolicy(body: string): PolicyBlock[] {
  const blocks: PolicyBlock[] = [];
  let sectionNo = 0;
  let para: string[] = [];
  const flush = () => {
    if (para.length) blocks.push({ type: 'p', text: para.join(' ') });
    para = [];
  };
  for (const raw of body.split('\n')) {
    const line = raw.trim();
    const lastAfterFlush = () => {
      flush();
      return blocks[blocks.length - 1];
    };
    if (!line) {
      flush();
      continue;
    }
    if (line.startsWith('### ')) {
      flush();
      blocks.push({ type: 'h3', text: line.slice(4) });
    } else if (line.startsWith('## ')) {
      flush();
      sectionNo += 1;
      blocks.push({ type: 'h2', text: line.slice(3), id: `section-${sectionNo}` });
    } else if (/^\d+\.\s/.test(line)) {
      const last = lastAfterFlush();
      const text = line.replace(/^\d+\.\s+/, '');
      if (last?.type === 'ol') last.items.push(text);
      else blocks.push({ type: 'ol', items: [text] });
    } else if (line.startsWith('- ')) {
      const last = lastAfterFlush();
      if (last?.type === 'ul') last.items.push(line.slice(2));
      else blocks.push({ type: 'ul', items: [line.slice(2)] });
    } else if (line.startsWith('|')) {
      const last = lastAfterFlush();
      if (last?.type === 'table') last.rows.push(cells(line));
      else blocks.push({ type: 'table', head: cells(line), rows: [] });
    } else {
      // ①, ②, … open a new clause paragraph even without a blank line before them.
      if (/^[\u2460-\u2473]/.test(line)) flush();
      para.push(line);
    }
  }
  flush();
  return blocks;
}
