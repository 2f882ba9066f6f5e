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

/**
 * Reads the server's head once, on the first render, before React's first commit replaces the
 * static markup of #root: the boot and page skeletons draw it again until the page draws its own,
 * so the heading a phone painted first stays put through the boot instead of blinking out.
 */
export function firstViewHead(): FirstViewHead | null {
  if (read !== undefined) return read;
  const el =
    typeof document === 'undefined' ? null : document.querySelector<HTMLElement>('[data-first-view]');
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
  return head && head.path === window.location.pathname ? head : null;
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
