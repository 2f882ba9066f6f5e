import { sanitizeRichHtml } from '../../../lib/sanitize.js';

/**
 * The introduction's allow-list is the shared one of lib/sanitize.ts (no iframes in a project
 * introduction): script, style, event handlers and javascript: links never reach the database.
 */
export function sanitizeIntroduction(html: string): string {
  return sanitizeRichHtml(html);
}
