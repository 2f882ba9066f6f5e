/**
 * Where a notification may take the reader: a path on this site only. Anything else (another
 * origin, `//host`, `javascript:`) is not followed; the item still marks itself read.
 */
export function internalHref(url: string | null | undefined): string | null {
  if (!url) return null;
  if (!url.startsWith('/') || url.startsWith('//') || url.startsWith('/\\')) return null;
  return url;
}

/** The bell's badge: exact up to 99, then `99+` so it never outgrows the icon. */
export function badgeText(unread: number): string {
  return unread > 99 ? '99+' : String(unread);
}
