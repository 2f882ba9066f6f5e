/**
 * A cheap look at an SVG before librsvg sees it. Rendering cost is not proportional to file size:
 * a 3 KB file whose `<use>` elements point at groups of `<use>` elements multiplies itself ten times
 * per level and keeps a core busy for seconds — and sharp's `timeout()` cannot interrupt it, because
 * librsvg draws the whole document inside a single libvips tile. So the file is read once with a
 * small tokenizer over tags (no DOM, linear in its length) and refused when it is costly or unsafe:
 *
 * - entity declarations / a DOCTYPE internal subset (expansion bombs), exotic encodings;
 * - `<script>`, event-handler attributes (`on*`), `<foreignObject>`, XInclude;
 * - references outside the file (`href` not `#id` or an embedded raster `data:image/...`, a
 *   `url(...)` not `#id`, `@import`, `<?xml-stylesheet?>`);
 * - more than MAX_SVG_ELEMENTS elements, or a drawing that renders more than MAX_SVG_RENDERED
 *   elements once every reference is followed (see `renderedCount`).
 *
 * `<use>` itself is allowed: icon exports reuse a shape a few times. What is refused is the
 * multiplication, counted the way the renderer would pay for it.
 */

export const MAX_SVG_ELEMENTS = 3_000;
/** Elements drawn after following `<use>`, `url(#…)` and markers; librsvg stops only at 500,000. */
export const MAX_SVG_RENDERED = 20_000;
/** Raster pictures embedded as data URLs; each is decoded separately. */
export const MAX_SVG_EMBEDDED_IMAGES = 16;

export type SvgProblem = 'entity' | 'encoding' | 'script' | 'foreign' | 'external' | 'complex' | 'malformed';

export type SvgCheck = { ok: true; embedded: Buffer[] } | { ok: false; problem: SvgProblem };

interface SvgNode {
  children: SvgNode[];
  /** Ids this element draws again: `href="#id"`, `url(#id)` in fill, clip-path, mask, filter... */
  refs: string[];
  /** Ids of markers drawn at every vertex of this element. */
  markers: string[];
  /** An upper bound on its vertices (from the length of `d` / `points`), for markers. */
  vertices: number;
  rendered?: number;
  visiting?: boolean;
}

class Refusal {
  constructor(readonly problem: SvgProblem) {}
}
const refuse = (problem: SvgProblem): never => {
  throw new Refusal(problem);
};

// ASCII-compatible encodings only: in UTF-7 or UTF-16, `+ADw-use` or wide bytes would hide tags.
const SAFE_ENCODING = /^(?:utf-?8|us-ascii|ascii|iso-8859-\d{1,2}|latin-?1|euc-kr|cp949|windows-125\d)$/i;
const EMBEDDED_RASTER = /^data:image\/(?:png|jpeg|jpg|gif|webp)(?:;[^,]*)?,/i;
const URL_REF = /url\(\s*(['"]?)([^'")]*)\1\s*\)/gi;

// Hand-rolled scanning: sticky regexes over a multi-megabyte string cost ~10 µs per tag.
const isSpace = (c: number) => c === 0x20 || c === 0x09 || c === 0x0a || c === 0x0d;
function skipSpace(text: string, i: number): number {
  while (i < text.length && isSpace(text.charCodeAt(i))) i += 1;
  return i;
}
/** The end of a tag or attribute name starting at `i` (stops at space, `/`, `>`, `=`). */
function nameEnd(text: string, i: number): number {
  for (; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (isSpace(c) || c === 0x2f || c === 0x3e || c === 0x3d) break;
  }
  return i;
}

const localName = (name: string) => name.slice(name.indexOf(':') + 1).toLowerCase();

/** XML character references and the five predefined entities, so `&#104;ttp:` is seen as `http:`. */
function decodeXml(value: string): string {
  if (!value.includes('&')) return value;
  return value.replace(/&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos);/gi, (_m, ref: string) => {
    const r = ref.toLowerCase();
    if (r.startsWith('#x')) return String.fromCodePoint(Math.min(Number.parseInt(r.slice(2), 16), 0x10ffff));
    if (r.startsWith('#')) return String.fromCodePoint(Math.min(Number(r.slice(1)), 0x10ffff));
    return { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" }[r] ?? '';
  });
}

/** CSS escapes (`\75 rl(`), so an escaped `url(` or `@import` is still seen. */
function decodeCss(text: string): string {
  if (!text.includes('\\')) return text;
  return text.replace(
    /\\([0-9a-f]{1,6})\s?|\\(.)/gis,
    (_m, hex: string | undefined, ch: string | undefined) =>
      hex ? String.fromCodePoint(Math.min(Number.parseInt(hex, 16), 0x10ffff)) : (ch ?? ''),
  );
}

/** The ids a piece of CSS or an attribute value points at; anything not `#id` is refused. */
function urlTargets(value: string): string[] {
  if (!/url\(/i.test(value)) return [];
  const ids: string[] = [];
  for (const m of value.matchAll(URL_REF)) {
    const target = m[2]!.trim();
    if (!target.startsWith('#')) refuse('external');
    ids.push(target.slice(1));
  }
  return ids;
}

function checkCss(css: string): string {
  const text = decodeCss(css);
  if (/@import/i.test(text)) refuse('external');
  return text;
}

/**
 * An upper bound on the vertices in `d` / `points` without reading them (a 10 MB path would cost
 * the event loop 100+ ms): every number takes at least two characters with its separator.
 */
const vertexBound = (value: string) => Math.ceil(value.length / 2) + 1;

function base64Data(url: string): Buffer {
  const comma = url.indexOf(',');
  const meta = url.slice(0, comma);
  const payload = url.slice(comma + 1);
  if (/;base64$/i.test(meta)) return Buffer.from(payload.replace(/\s+/g, ''), 'base64');
  try {
    return Buffer.from(decodeURIComponent(payload), 'latin1');
  } catch {
    return refuse('malformed');
  }
}

interface Parsed {
  root: SvgNode;
  ids: Map<string, SvgNode>;
  elements: number;
  css: string;
  vertices: number;
  embedded: Buffer[];
}

function handleAttribute(node: SvgNode, element: string, name: string, raw: string, doc: Parsed): void {
  const attr = localName(name);
  const value = decodeXml(raw);
  if (attr.startsWith('on')) refuse('script');
  if (attr === 'id') doc.ids.set(value.trim(), node);
  if (attr === 'href' || attr === 'src') {
    const target = value.trim();
    if (target.startsWith('#')) node.refs.push(target.slice(1));
    else if ((element === 'image' || element === 'feimage') && EMBEDDED_RASTER.test(target)) {
      if (doc.embedded.length >= MAX_SVG_EMBEDDED_IMAGES) refuse('complex');
      doc.embedded.push(base64Data(target));
    } else refuse('external');
    return;
  }
  if (attr === 'd' || attr === 'points') {
    node.vertices = vertexBound(value);
    doc.vertices += node.vertices;
    return;
  }
  if (attr === 'style') {
    const css = checkCss(value);
    for (const decl of css.split(';')) {
      const targets = urlTargets(decl);
      if (/^\s*marker/i.test(decl)) node.markers.push(...targets);
      else node.refs.push(...targets);
    }
    return;
  }
  const targets = urlTargets(value);
  if (attr.startsWith('marker')) node.markers.push(...targets);
  else node.refs.push(...targets);
}

/** Reads one start tag at `<` position `at`; returns the index after it and whether it closed itself. */
function readStartTag(text: string, at: number, doc: Parsed, stack: SvgNode[], names: string[]): number {
  const tagEnd = nameEnd(text, at + 1);
  if (tagEnd === at + 1) return refuse('malformed');
  const tag = text.slice(at + 1, tagEnd);
  const element = localName(tag);
  if (element === 'script') refuse('script');
  if (element === 'foreignobject') refuse('foreign');
  if (element === 'include') refuse('external');
  doc.elements += 1;
  if (doc.elements > MAX_SVG_ELEMENTS) refuse('complex');
  const node: SvgNode = { children: [], refs: [], markers: [], vertices: 0 };
  if (stack.length === 0) {
    if (doc.elements > 1 || element !== 'svg') refuse('malformed');
    doc.root = node;
  } else stack.at(-1)!.children.push(node);
  let i = tagEnd;
  for (;;) {
    i = skipSpace(text, i);
    if (text.startsWith('/>', i)) return i + 2;
    if (text[i] === '>') {
      stack.push(node);
      names.push(element);
      return i + 1;
    }
    const end = nameEnd(text, i);
    if (end === i) return refuse('malformed');
    const name = text.slice(i, end);
    i = skipSpace(text, end);
    if (text[i] !== '=') refuse('malformed');
    i = skipSpace(text, i + 1);
    const quote = text[i];
    if (quote !== '"' && quote !== "'") return refuse('malformed');
    const close = text.indexOf(quote, i + 1);
    if (close < 0) refuse('malformed');
    handleAttribute(node, element, name, text.slice(i + 1, close), doc);
    i = close + 1;
  }
}

function parse(buf: Buffer): Parsed {
  let text = buf.toString('utf8');
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  const doc: Parsed = {
    root: { children: [], refs: [], markers: [], vertices: 0 },
    ids: new Map(),
    elements: 0,
    css: '',
    vertices: 0,
    embedded: [],
  };
  const stack: SvgNode[] = [];
  const names: string[] = [];
  let i = 0;
  for (;;) {
    const lt = text.indexOf('<', i);
    // Text inside <style> is a style sheet; elsewhere it is drawn as text or ignored.
    if (names.at(-1) === 'style') doc.css += text.slice(i, lt < 0 ? undefined : lt);
    if (lt < 0) break;
    if (text.startsWith('<!--', lt)) {
      const end = text.indexOf('-->', lt + 4);
      if (end < 0) refuse('malformed');
      i = end + 3;
    } else if (text.startsWith('<![CDATA[', lt)) {
      const end = text.indexOf(']]>', lt + 9);
      if (end < 0) refuse('malformed');
      if (names.at(-1) === 'style') doc.css += text.slice(lt + 9, end);
      i = end + 3;
    } else if (text.startsWith('<!', lt)) {
      const end = text.indexOf('>', lt);
      // Only a plain DOCTYPE before the root; `[` opens the internal subset where entities live.
      if (end < 0 || !/^<!DOCTYPE\s/i.test(text.slice(lt, lt + 10)) || text.slice(lt, end).includes('['))
        refuse('entity');
      i = end + 1;
    } else if (text.startsWith('<?', lt)) {
      const end = text.indexOf('?>', lt);
      if (end < 0) refuse('malformed');
      const pi = text.slice(lt + 2, end);
      // Only the XML declaration; `<?xml-stylesheet?>` would load a style sheet from elsewhere.
      if (!/^xml\s/.test(pi)) refuse('external');
      const encoding = /encoding\s*=\s*(['"])([^'"]*)\1/.exec(pi)?.[2];
      if (encoding !== undefined && !SAFE_ENCODING.test(encoding)) refuse('encoding');
      i = end + 2;
    } else if (text.startsWith('</', lt)) {
      const end = text.indexOf('>', lt);
      if (end < 0 || stack.length === 0) refuse('malformed');
      stack.pop();
      names.pop();
      i = end + 1;
    } else {
      i = readStartTag(text, lt, doc, stack, names);
    }
  }
  if (doc.elements === 0 || stack.length > 0) refuse('malformed');
  return doc;
}

/**
 * How many elements the renderer draws: each element once, plus, for every reference, everything
 * its target draws (a `<use>` of a group of ten `<use>`s of ... counts 10 × 10 × ...), plus a
 * marker's drawing at every vertex. Counting stops as soon as the budget is passed; a reference
 * cycle is refused (librsvg refuses it too, after the work).
 */
function renderedCount(doc: Parsed): number {
  const over = MAX_SVG_RENDERED + 1;
  const target = (id: string) => doc.ids.get(id);
  const count = (node: SvgNode): number => {
    if (node.rendered !== undefined) return node.rendered;
    if (node.visiting) return refuse('complex');
    node.visiting = true;
    let total = 1;
    for (const child of node.children) total = Math.min(over, total + count(child));
    for (const id of node.refs) {
      const t = target(id);
      if (t) total = Math.min(over, total + count(t));
    }
    for (const id of node.markers) {
      const t = target(id);
      if (t) total = Math.min(over, total + node.vertices * count(t));
    }
    node.visiting = false;
    node.rendered = total;
    return total;
  };
  let total = count(doc.root);
  // A style sheet applies to elements we cannot match cheaply: assume every element (every vertex,
  // for marker properties) uses every reference in it.
  const css = checkCss(doc.css);
  for (const decl of css.split(/[;{}]/)) {
    const perUse = /^\s*marker/i.test(decl) ? doc.vertices : doc.elements;
    for (const id of urlTargets(decl)) {
      const t = target(id);
      if (t) total = Math.min(over, total + perUse * count(t));
    }
  }
  return total;
}

/** Checks an SVG (already sniffed as one) before it is rasterized. */
export function checkSvg(buf: Buffer): SvgCheck {
  try {
    const doc = parse(buf);
    if (renderedCount(doc) > MAX_SVG_RENDERED) refuse('complex');
    return { ok: true, embedded: doc.embedded };
  } catch (err) {
    if (err instanceof Refusal) return { ok: false, problem: err.problem };
    // A stack overflow from absurd nesting is a refusal too, never a 500.
    if (err instanceof RangeError) return { ok: false, problem: 'complex' };
    throw err;
  }
}

/** What a member is told, by problem; every message says what to do instead. */
export const SVG_REFUSAL_MESSAGE: Record<SvgProblem, string> = {
  complex: '이 SVG는 너무 복잡해서 올릴 수 없어요. PNG나 JPG로 바꿔서 올려 주세요.',
  entity:
    '엔티티(<!ENTITY>)를 선언한 SVG는 올릴 수 없어요. 디자인 도구에서 SVG로 다시 내보내거나 PNG·JPG로 바꿔서 올려 주세요.',
  encoding: 'UTF-8로 저장한 SVG만 올릴 수 있어요. UTF-8로 다시 저장하거나 PNG·JPG로 바꿔서 올려 주세요.',
  script:
    '스크립트나 이벤트 속성(onclick 등)이 들어 있는 SVG는 올릴 수 없어요. 그림만 남겨 다시 저장하거나 PNG·JPG로 바꿔서 올려 주세요.',
  foreign: 'HTML이 들어 있는 SVG(foreignObject)는 올릴 수 없어요. PNG나 JPG로 바꿔서 올려 주세요.',
  external:
    '바깥 파일이나 주소를 불러오는 SVG는 올릴 수 없어요. 그림을 SVG 안에 넣어 다시 저장하거나 PNG·JPG로 바꿔서 올려 주세요.',
  malformed: 'SVG 파일을 읽을 수 없어요. 손상되지 않은 SVG인지 확인하거나 PNG·JPG로 바꿔서 올려 주세요.',
};
