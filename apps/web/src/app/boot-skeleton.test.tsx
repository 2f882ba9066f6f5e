import { act, render, screen } from '@testing-library/react';
import { type ComponentType, StrictMode, useEffect } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { createMemoryRouter, Outlet, RouterProvider } from '../lib/router';
import { describe, expect, it } from 'vitest';
import indexHtml from '../../index.html?raw';
import { BootBoundary, BootGate, BootSkeleton } from './boot-skeleton';

describe('the first paint', () => {
  it('is the same markup in index.html as React shows while translations load', () => {
    const root = /<div id="root">([\s\S]*?)<\/div>\s*<noscript>/.exec(indexHtml)?.[1]?.trim();
    // The server replaces the marker with a list page's head (or nothing); React draws that head again.
    expect(root).toContain('<!--first-view-->');
    expect(root?.replace('<!--first-view-->', '')).toBe(renderToStaticMarkup(<BootSkeleton />));
  });
});

/** A shell that cannot render before its texts are in, suspending as useTranslation does. */
function Shell({ texts }: { texts: { promise: Promise<void>; ready: () => boolean } }) {
  if (!texts.ready()) throw texts.promise;
  return <Outlet />;
}

/** The page skeleton, noting each time it is put on screen. */
function PageSkeleton({ shown }: { shown: string[] }) {
  useEffect(() => {
    shown.push('page skeleton');
  }, [shown]);
  return <p>page skeleton</p>;
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  let settled = false;
  const promise = new Promise<T>((r) => {
    resolve = r;
  }).finally(() => {
    settled = true;
  });
  return { promise, resolve, ready: () => settled };
}

/**
 * The shell waits for its translations (a thrown promise, as useTranslation's) inside BootBoundary
 * while the first page's code loads; either may arrive first. The e2e journeys met the order where
 * the code wins one load in a few when the boundary was around RouterProvider (boot-skeleton.tsx).
 */
async function firstLoad(order: 'code first' | 'texts first', mount: 'gate' | 'boundary') {
  const texts = deferred<void>();
  const page = deferred<ComponentType>();
  const shown: string[] = [];
  // Behind the gate the shell's texts are in when it first renders; in the boundary it waits.
  const shellTexts = mount === 'gate' ? { promise: Promise.resolve(), ready: () => true } : texts;
  const router = createMemoryRouter([
    {
      element: (
        <BootBoundary>
          <Shell texts={shellTexts} />
        </BootBoundary>
      ),
      children: [
        {
          hydrateFallbackElement: <PageSkeleton shown={shown} />,
          children: [{ index: true, lazy: async () => ({ Component: await page.promise }) }],
        },
      ],
    },
  ]);
  const app = <RouterProvider router={router} />;
  const { unmount } = render(
    <StrictMode>{mount === 'gate' ? <BootGate ready={texts.promise}>{app}</BootGate> : app}</StrictMode>,
  );
  expect(document.querySelector('.boot')).not.toBeNull();
  const code = async () => act(async () => page.resolve(() => <p>the page</p>));
  const translations = async () => act(async () => texts.resolve());
  if (order === 'code first') {
    await code();
    await translations();
  } else {
    await translations();
    expect(await screen.findByText('page skeleton')).toBeTruthy();
    await code();
  }
  expect(await screen.findByText('the page')).toBeTruthy();
  expect(document.querySelector('.boot')).toBeNull();
  unmount();
  router.dispose();
  return shown;
}

describe.each(['gate', 'boundary'] as const)('the first load through the boot %s', (mount) => {
  it('shows the first page when its code arrives before the shell has its texts', async () => {
    const shown = await firstLoad('code first', mount);
    // Behind the gate, the shell and the page come in one render: no page skeleton in between.
    if (mount === 'gate') expect(shown).toEqual([]);
  });

  it('shows the page skeleton, then the page, when the texts arrive first', async () => {
    await firstLoad('texts first', mount);
  });
});
