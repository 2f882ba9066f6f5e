import type { ReactNode } from 'react';
import { Page, PageHeader } from '../ui/page-header';

/** The head the server drew into the first HTML (FIRST_VIEW_HEADS, @sidequest/shared), as read back. */
export interface FirstViewHead {
  path: string;
  heading: string;
  description: string;
  eyebrow: boolean;
  narrow: boolean;
}

let read: FirstViewHead | null | undefined;
let readRecord: { path: string; html: string } | null | undefined;
const recordParts = new Map<string, string | null>();

/** Paths compared as the browser and the server may each encode them (`%EC…` or raw Hangul). */
function samePath(a: string, b: string): boolean {
  if (a === b) return true;
  try {
    return decodeURIComponent(a) === decodeURIComponent(b);
  } catch {
    return false;
  }
}

/**
 * Reads the server's head once, on the first render, before React's first commit replaces the
 * static markup of #root: the boot and page skeletons draw it again until the page draws its own,
 * so the heading a phone painted first stays put through the boot instead of blinking out.
 */
export function firstViewHead(): FirstViewHead | null {
  if (read !== undefined) return read;
  const el =
    typeof document === 'undefined'
      ? null
      : document.querySelector<HTMLElement>('[data-first-view]:not([data-first-view-record])');
  const heading = el?.querySelector('h1')?.textContent;
  const description = el?.querySelector('.page-head-text')?.textContent;
  read =
    el && heading && description
      ? {
          path: el.dataset.firstView ?? '',
          heading,
          description,
          eyebrow: el.hasAttribute('data-eyebrow'),
          narrow: el.classList.contains('page-narrow'),
        }
      : null;
  return read;
}

/** The server's head if it belongs to the page on screen (a later visit to the same list shows it too). */
export function firstViewHeadHere(): FirstViewHead | null {
  const head = firstViewHead();
  return head && samePath(head.path, window.location.pathname) ? head : null;
}

/**
 * A record's first view the server drew (`data-first-view-record`: an article's head, the home's
 * first banner, a list's first card, a project page; seo/first-views/ in @sidequest/shared), as its
 * markup, or the markup of its `part`.
 * Unlike a list's head it has no fixed words the app could draw again, so the skeletons draw the
 * markup itself until the page draws the record. Read once, before React's first commit replaces
 * it, like firstViewHead.
 */
export function firstViewRecordHere(part?: string): string | null {
  if (readRecord === undefined) {
    const el =
      typeof document === 'undefined'
        ? null
        : document.querySelector<HTMLElement>('[data-first-view][data-first-view-record]');
    readRecord = el ? { path: el.dataset.firstView ?? '', html: el.outerHTML } : null;
  }
  if (!readRecord || !samePath(readRecord.path, window.location.pathname)) return null;
  if (!part) return readRecord.html;
  // The part a page draws inside its own frame (the home's banner inside its columns), parsed once:
  // pages ask on every render, and the record never changes after the boot.
  let html = recordParts.get(part);
  if (html === undefined) {
    const template = document.createElement('template');
    template.innerHTML = readRecord.html;
    html = template.content.querySelector(part)?.outerHTML ?? null;
    recordParts.set(part, html);
  }
  return html;
}

/**
 * The server's record head, as it was. `display: contents` keeps the wrapper out of the layout, so
 * the markup's boxes are where the server's were. Its HTML is what the browser parsed from the
 * page's own first response (text escaped by the server), read back from the DOM.
 */
export function FirstViewRecord({ html }: { html: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the server's own first-view markup, read back from the DOM
  return <div style={{ display: 'contents' }} dangerouslySetInnerHTML={{ __html: html }} />;
}

/** The page wrapper with the server's head, as the page itself draws it; `children` below it. */
export function FirstViewPage({ head, children }: { head: FirstViewHead; children?: ReactNode }) {
  return (
    <Page narrow={head.narrow}>
      <PageHeader
        eyebrow={head.eyebrow ? '\u00a0' : undefined}
        title={head.heading}
        description={head.description}
      />
      {children}
    </Page>
  );
}
