import { PAGE_META, type PageKind, type PageTitleVars, pageTitle } from '@sidequest/shared';
import { useEffect } from 'react';

function setMeta(selector: string, attr: 'name' | 'property', key: string, content: string): void {
  let el = document.head.querySelector<HTMLMetaElement>(selector);
  if (!el) {
    el = document.createElement('meta');
    el.setAttribute(attr, key);
    document.head.appendChild(el);
  }
  el.setAttribute('content', content);
}

/** Apply a page kind's title and description to the document (the server does the same for crawlers). */
export function applyPageMeta(kind: PageKind, vars?: PageTitleVars): void {
  const title = pageTitle(kind, vars);
  const { description } = PAGE_META[kind];
  document.title = title;
  setMeta('meta[name="description"]', 'name', 'description', description);
  setMeta('meta[property="og:title"]', 'property', 'og:title', title);
  setMeta('meta[property="og:description"]', 'property', 'og:description', description);
}

/** Set document.title and the description for this page; returns the page's meta. */
export function usePageMeta(kind: PageKind, vars?: PageTitleVars) {
  const key = vars ? JSON.stringify(vars) : '';
  // biome-ignore lint/correctness/useExhaustiveDependencies: vars is compared by value through `key`
  useEffect(() => {
    applyPageMeta(kind, vars);
  }, [kind, key]);
  return { ...PAGE_META[kind], title: pageTitle(kind, vars) };
}
