/**
 * After a deploy, a tab opened before it still asks for the previous build's chunks by their old
 * hashed names; they are gone, so a page or a lazy part (the composer, the chat drawer, a card's
 * menu) would never open. Vite reports such a failed import as `vite:preloadError`: load the page
 * again, which fetches the new index.html and its chunks. At most once a minute, so a chunk that is
 * really missing (or an offline phone) shows the route's error page instead of reloading forever.
 */
export const RELOAD_KEY = 'sidequest_chunk_reload';
const ONCE_PER_MS = 60_000;

export function reloadOnStaleChunks(win: Window = window, now: () => number = Date.now): void {
  win.addEventListener('vite:preloadError', (event) => {
    let last = 0;
    try {
      last = Number(win.sessionStorage.getItem(RELOAD_KEY) ?? 0);
    } catch {
      return;
    }
    if (now() - last < ONCE_PER_MS) return;
    win.sessionStorage.setItem(RELOAD_KEY, String(now()));
    event.preventDefault();
    win.location.reload();
  });
}
