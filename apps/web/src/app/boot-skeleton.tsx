import { Swords } from 'lucide-react';
import { type ReactNode, Suspense, useEffect, useState } from 'react';
import { FirstViewPage, FirstViewRecord, firstViewHeadHere, firstViewRecordHere } from './first-view';

/**
 * The first paint: the header bar with the logo, before any script runs. index.html carries the
 * same markup in #root (boot-skeleton.test.tsx keeps the two equal), so a phone on a slow network
 * sees the site's header as soon as the HTML and the stylesheet arrive instead of a blank page
 * until the JavaScript and the translations have loaded (issue 17, first contentful paint). React
 * shows it again while the first translations load, and the real header takes its place at the
 * same height. Its brand name is the one text not from the translations: they are not there yet.
 * Styles: `.boot*` and the logo's shared `.brand-*` in ui/global.css.
 */
export function BootSkeleton() {
  return (
    <div className="boot" aria-busy="true">
      <div className="boot-header">
        <div className="container boot-inner">
          <span className="brand-logo">
            <span className="brand-mark" aria-hidden="true">
              <Swords size={17} strokeWidth={2.4} />
            </span>
            <span>사이드퀘스트</span>
          </span>
        </div>
      </div>
      <BootFirstView />
    </div>
  );
}

/** The page's head the server drew below the bar (app/first-view.tsx), kept while booting. */
function BootFirstView() {
  const head = firstViewHeadHere();
  if (head) return <FirstViewPage head={head} />;
  const record = firstViewRecordHere();
  return record ? <FirstViewRecord html={record} /> : null;
}

/**
 * Shows the boot skeleton while the shell waits for its first translations. It must sit *below*
 * RouterProvider, never around it: RouterProvider reads the router's state when it first renders
 * and subscribes only when it commits. Wrapped in a boundary that suspends, it rendered, waited for
 * the texts uncommitted, and then committed with the state it had read, while the first page's
 * code had loaded in between and the router had announced it to no one: the page stayed a
 * skeleton for good (one load in ten on a busy machine). Below it, RouterProvider commits at once.
 */
export function BootBoundary({ children }: { children: ReactNode }) {
  return <Suspense fallback={<BootSkeleton />}>{children}</Suspense>;
}

/**
 * Mounts the app once the first translations are in (or have failed for good), showing the boot
 * skeleton until then. The shell then renders ready in one go, with the first page if its code
 * came first, instead of committing the shell around a page skeleton and then the page: Lighthouse
 * measured that second pass at 0.5–1 s of blocking time on a slowed phone. It also keeps
 * RouterProvider out of any suspended render (BootBoundary's note).
 */
export function BootGate({ ready, children }: { ready: Promise<unknown>; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    let live = true;
    const show = () => {
      if (live) setOpen(true);
    };
    ready.then(show, show);
    return () => {
      live = false;
    };
  }, [ready]);
  return open ? children : <BootSkeleton />;
}
