/**
 * A node as a tree of tags, sorted attributes and text, to compare what React draws with the markup
 * the server draws for a first view (seo/first-views/ in @sidequest/shared). Left out is what only
 * one side adds: the router's data-discover and lucide's class; styles are compared without their
 * spacing, and an SVG gradient's id (React's useId, a fixed one on the server) by its place only.
 * A gradient background is left out: happy-dom's CSS parser drops the ones React sets (both sides
 * take it from one function in @sidequest/shared: avatarBackground, coverBackground).
 * `ignore` leaves out more attributes (a copy without the page's data-testid, React's useId ids).
 */
export function markupShape(node: Node, ignore: readonly string[] = []): string {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
  const el = node as Element;
  const attrs = [...el.attributes]
    .filter(
      (a) =>
        a.name !== 'data-discover' &&
        !ignore.includes(a.name) &&
        !(a.name === 'class' && a.value.startsWith('lucide')),
    )
    .map((a) => {
      let value =
        a.name === 'style'
          ? a.value
              .split(';')
              .filter((d) => !/^\s*background:.*gradient\(/.test(d))
              .join(';')
              .replace(/\s|;$/g, '')
          : a.value;
      if (a.name === 'id' && el.tagName.toLowerCase() === 'lineargradient') value = '#id';
      value = value.replace(/url\(#[^)]*\)/g, 'url(#id)');
      return `${a.name}=${value}`;
    })
    .filter((a) => a !== 'style=')
    .sort();
  return `<${el.tagName.toLowerCase()} ${attrs.join(' ')}>${[...el.childNodes].map((n) => markupShape(n, ignore)).join('')}</>`;
}
