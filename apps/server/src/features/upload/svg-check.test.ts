import { performance } from 'node:perf_hooks';
import { describe, expect, it } from 'vitest';
import { checkSvg, MAX_SVG_ELEMENTS, type SvgProblem } from './svg-check.js';

const NS = 'xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"';
const svg = (body: string, attrs = 'viewBox="0 0 24 24"') => Buffer.from(`<svg ${NS} ${attrs}>${body}</svg>`);
const problem = (buf: Buffer): SvgProblem | 'ok' => {
  const r = checkSvg(buf);
  return r.ok ? 'ok' : r.problem;
};

/** Seven levels of ten `<use>`s each: 10^6 rectangles drawn from about 3 KB. */
function fanOutSvg(): Buffer {
  let defs = '<g id="level0"><rect width="1" height="1" fill="#7c3aed"/></g>';
  for (let l = 1; l < 7; l += 1)
    defs += `<g id="level${l}">${`<use xlink:href="#level${l - 1}"/>`.repeat(10)}</g>`;
  return svg(`<defs>${defs}</defs><use xlink:href="#level6"/>`, 'width="512" height="512"');
}

/** What a design tool exports for an icon: gradients by class and by attribute, a reused symbol. */
const ICON = svg(
  '<defs><style>.cls-1{fill:url(#grad);}.cls-2{fill:none;stroke:#333;stroke-width:1.5px}</style>' +
    '<linearGradient id="grad" x1="0" x2="1"><stop offset="0" stop-color="#f97316"/>' +
    '<stop offset="1" stop-color="#7c3aed"/></linearGradient>' +
    '<linearGradient id="grad2" xlink:href="#grad" gradientTransform="rotate(90)"/>' +
    '<symbol id="dot" viewBox="0 0 2 2"><circle cx="1" cy="1" r="1"/></symbol>' +
    '<clipPath id="clip"><rect width="24" height="24" rx="4"/></clipPath>' +
    '<marker id="arrow" markerWidth="4" markerHeight="4"><path d="M0 0 L4 2 L0 4 z"/></marker></defs>' +
    '<!-- a comment with <use> in it --><g clip-path="url(#clip)">' +
    '<path class="cls-1" d="M12 2C6.48 2 2 6.48 2 12s4.48 10 10 10 10-4.48 10-10S17.52 2 12 2z"/>' +
    '<path class="cls-2" d="M4 20 L20 4" marker-end="url(#arrow)"/>' +
    '<rect style="fill: url(\'#grad2\')" width="4" height="4"/>' +
    '<use href="#dot" x="2" y="2" width="2" height="2"/><use href="#dot" x="20" y="2" width="2" height="2"/>' +
    '<text x="12" y="14">사이드 &amp; 퀘스트 &#x1F600;</text></g>',
);

describe('checkSvg', () => {
  it('accepts an ordinary icon with gradients, a symbol used twice, a clip path and a marker', () => {
    expect(problem(ICON)).toBe('ok');
    expect(
      problem(
        Buffer.from(
          '\ufeff<?xml version="1.0" encoding="UTF-8" standalone="no"?>\n<!-- Generator: Illustrator -->\n' +
            '<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">\n' +
            `<svg ${NS}><style><![CDATA[ .a { fill: #fff } ]]></style><rect class="a" width="1" height="1"/></svg>`,
        ),
      ),
    ).toBe('ok');
  });

  it('refuses a ~3 KB <use> fan-out within a few milliseconds', () => {
    const bomb = fanOutSvg();
    expect(bomb.length).toBeGreaterThan(1_000);
    expect(bomb.length).toBeLessThan(4_000);
    const started = performance.now();
    expect(problem(bomb)).toBe('complex');
    // Typically well under 1 ms; the bound leaves room for a loaded machine, not for rendering.
    expect(performance.now() - started).toBeLessThan(50);
  });

  it('allows a short <use> chain but not one that multiplies past the budget', () => {
    const chain =
      '<g id="a"><rect width="1" height="1"/></g><g id="b"><use href="#a"/></g><g id="c"><use href="#b"/></g>';
    expect(problem(svg(`<defs>${chain}</defs><use href="#c"/><use href="#c"/>`))).toBe('ok');
    // 150 uses of a 150-element group: 22,500 drawn elements from 300 written ones.
    const group = `<g id="g">${'<rect width="1" height="1"/>'.repeat(150)}</g>`;
    expect(problem(svg(`<defs>${group}</defs>${'<use href="#g"/>'.repeat(150)}`))).toBe('complex');
  });

  it('refuses reference cycles and fan-out through patterns, masks and markers', () => {
    expect(problem(svg('<g id="loop"><use href="#loop"/></g>'))).toBe('complex');
    const big = `<pattern id="p" width="1" height="1">${'<circle r="1"/>'.repeat(200)}</pattern>`;
    expect(
      problem(svg(`<defs>${big}</defs>${'<rect fill="url(#p)" width="9" height="9"/>'.repeat(200)}`)),
    ).toBe('complex');
    // A marker is drawn at every vertex: 2,000 vertices × a 100-element marker.
    const marker = `<marker id="m">${'<circle r="1"/>'.repeat(100)}</marker>`;
    const path = `<path d="M0 0${' L1 1'.repeat(1_000)}" marker-mid="url(#m)"/>`;
    expect(problem(svg(`<defs>${marker}</defs>${path}`))).toBe('complex');
    // Through a style sheet the same marker counts for every vertex in the file.
    expect(
      problem(
        svg(
          `<style>path{marker-mid:url(#m)}</style><defs>${marker}</defs>${path.replace(/ marker-mid="[^"]*"/, '')}`,
        ),
      ),
    ).toBe('complex');
  });

  it('refuses more than the element limit', () => {
    expect(problem(svg('<rect width="1" height="1"/>'.repeat(MAX_SVG_ELEMENTS - 1)))).toBe('ok');
    expect(problem(svg('<rect width="1" height="1"/>'.repeat(MAX_SVG_ELEMENTS)))).toBe('complex');
  });

  it('refuses entity declarations and DOCTYPE internal subsets', () => {
    const entities =
      '<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;">]>' +
      `<svg ${NS}><text>&b;</text></svg>`;
    expect(problem(Buffer.from(entities))).toBe('entity');
    expect(problem(Buffer.from(`<!DOCTYPE svg [ ]><svg ${NS}/>`))).toBe('entity');
    expect(problem(Buffer.from(`<svg ${NS}><!ENTITY x "y"></svg>`))).toBe('entity');
  });

  it('refuses scripts and event handlers, however they are spelled', () => {
    expect(problem(svg('<script>alert(1)</script>'))).toBe('script');
    expect(problem(svg('<svg:script xmlns:svg="http://www.w3.org/2000/svg">alert(1)</svg:script>'))).toBe(
      'script',
    );
    expect(problem(svg('<rect width="1" height="1"/>', 'onload="alert(1)"'))).toBe('script');
    expect(problem(svg('<rect ONCLICK = \'alert(1)\' width="1"/>'))).toBe('script');
  });

  it('refuses foreignObject and XInclude', () => {
    expect(
      problem(svg('<foreignObject><div xmlns="http://www.w3.org/1999/xhtml">hi</div></foreignObject>')),
    ).toBe('foreign');
    expect(problem(svg('<xi:include xmlns:xi="http://www.w3.org/2001/XInclude" href="/etc/passwd"/>'))).toBe(
      'external',
    );
  });

  it('refuses references outside the file, including encoded ones', () => {
    for (const body of [
      '<image href="https://example.com/a.png" width="1" height="1"/>',
      '<image xlink:href="file:///etc/passwd" width="1" height="1"/>',
      '<image href="data:image/svg+xml;base64,PHN2Zy8+" width="1" height="1"/>',
      '<a href="javascript:alert(1)"><rect width="1" height="1"/></a>',
      '<use href="other.svg#icon"/>',
      '<rect fill="url(https://example.com/p.svg#p)" width="1" height="1"/>',
      '<rect fill="&#117;rl(http://example.com/x)" width="1" height="1"/>',
      '<rect style="fill:\\75 rl(http://example.com/x)" width="1" height="1"/>',
      '<style>@import "https://example.com/a.css";</style>',
      '<style><![CDATA[ rect { fill: url(http://example.com/x) } ]]></style>',
    ])
      expect(problem(svg(body)), body).toBe('external');
    expect(problem(Buffer.from(`<?xml-stylesheet href="https://example.com/a.css"?><svg ${NS}/>`))).toBe(
      'external',
    );
  });

  it('collects embedded raster pictures for their own pixel check', () => {
    const png = 'iVBORw0KGgo=';
    const r = checkSvg(svg(`<image href="data:image/png;base64,${png}" width="1" height="1"/>`));
    expect(r.ok && r.embedded.map((b) => b.toString('base64'))).toEqual([png]);
  });

  it('refuses encodings that could hide tags, and broken markup', () => {
    expect(
      problem(Buffer.from(`<?xml version="1.0" encoding="UTF-7"?><svg ${NS}>+ADw-use/+AD4-</svg>`)),
    ).toBe('encoding');
    expect(problem(Buffer.from(`<?xml version="1.0" encoding="euc-kr"?><svg ${NS}/>`))).toBe('ok');
    expect(problem(Buffer.from(`<svg ${NS}><rect width=1/></svg>`))).toBe('malformed');
    expect(problem(Buffer.from(`<svg ${NS}><g>`))).toBe('malformed');
    expect(problem(Buffer.from(`<svg ${NS}/><svg ${NS}/>`))).toBe('malformed');
  });
});
