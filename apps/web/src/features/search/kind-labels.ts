import type { SearchKind } from '@sidequest/shared';

/** The locale key of a kind's name (search.json `tab.*`). */
export const kindKey = (kind: SearchKind) => `tab.${kind}` as const;
