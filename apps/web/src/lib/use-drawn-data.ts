import { useDeferredValue } from 'react';

/** The parts of a TanStack query a list page decides its state from. */
export interface DrawnQuery<T> {
  data: T | undefined;
  isPending: boolean;
}

/**
 * A query's answer as a page draws it: at transition priority, in slices.
 *
 * A query's answer reaches React through `useSyncExternalStore`, whose updates React renders at
 * once and whole: a page of twenty cards was one task of 700–860 ms on a 4× slowed CPU, the input
 * blocked meanwhile. Read through `useDeferredValue`, the page first re-renders with the data it
 * had (the skeleton, or the pages already shown), then draws the answer in a background render that
 * yields to the browser every few milliseconds. `pending` stays true until that render has the
 * data, so the page keeps its skeleton rather than flashing its empty state in between.
 */
export function useDrawnData<T>(query: DrawnQuery<T>): { data: T | undefined; pending: boolean } {
  const data = useDeferredValue(query.data);
  return { data, pending: query.isPending || (data === undefined && query.data !== undefined) };
}
