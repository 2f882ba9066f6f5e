/**
 * SVG has no magic bytes, so it is recognised by its root element: after an optional BOM, XML
 * declaration, comments and a DOCTYPE without an internal subset, the first element must be `<svg`.
 * What the file may contain is decided afterwards by `checkSvg` (svg-check.ts); what passes is
 * rasterized by sharp, so no script, link or external reference survives.
 */
const SNIFF_BYTES = 8192;

export function looksLikeSvg(buf: Buffer): boolean {
  let text = buf.subarray(0, SNIFF_BYTES).toString('utf8');
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  let i = 0;
  for (;;) {
    while (i < text.length && /\s/.test(text[i]!)) i += 1;
    if (text.startsWith('<?xml', i)) {
      const end = text.indexOf('?>', i);
      if (end < 0) return false;
      i = end + 2;
    } else if (text.startsWith('<!--', i)) {
      const end = text.indexOf('-->', i + 4);
      if (end < 0) return false;
      i = end + 3;
    } else if (/^<!DOCTYPE\s/i.test(text.slice(i, i + 10))) {
      const end = text.indexOf('>', i);
      // An internal subset (`[ ... ]`) is where entities are declared.
      if (end < 0 || text.slice(i, end).includes('[')) return false;
      i = end + 1;
    } else {
      return /^<svg[\s>/]/.test(text.slice(i, i + 5));
    }
  }
}
