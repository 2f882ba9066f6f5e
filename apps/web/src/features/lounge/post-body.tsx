import type { MouseEvent } from 'react';
import { useNavigate } from '../../lib/router';
import { Prose } from '../editor/prose';

/**
 * Server-sanitized HTML. Links inside it to our own pages (mentions → /people/{nickname}) move
 * within the app instead of reloading it; outside links behave as links do.
 */
export function PostBody({ html, id, className }: { html: string; id?: string; className?: string }) {
  const navigate = useNavigate();
  const onClick = (e: MouseEvent<HTMLDivElement>) => {
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    const link = (e.target as Element).closest?.('a');
    const href = link?.getAttribute('href') ?? '';
    if (!link || !href.startsWith('/') || href.startsWith('//') || link.target === '_blank') return;
    e.preventDefault();
    navigate(href);
  };
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/noStaticElementInteractions: only catches clicks bubbling from links, which keyboards already reach
    <div onClick={onClick}>
      <Prose html={html} id={id} className={className} />
    </div>
  );
}
