/**
 * `placeholderData` for a query whose key carries the viewer: when only the viewer changed (the
 * page's session check answered after a visitor's read went out), the visitor's view stays on
 * screen until the member's arrives, instead of cards giving way to a skeleton and coming back.
 * Only from a visitor's view: after a log-out nothing of the member's stays on screen. Any other
 * change of the key (another tag, another post) still shows the loading state.
 */
export function keepAcrossViewer(key: readonly unknown[], viewerAt: number) {
  return <T>(previous: T | undefined, previousQuery?: { queryKey: readonly unknown[] }): T | undefined => {
    const before = previousQuery?.queryKey;
    if (!before || before.length !== key.length || before[viewerAt] !== null) return undefined;
    return before.every((part, i) => i === viewerAt || Object.is(part, key[i])) ? previous : undefined;
  };
}
