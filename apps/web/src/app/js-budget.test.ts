import { describe, expect, it } from 'vitest';
import {
  BUDGET_KIB,
  BUDGET_ROUTES,
  measureRoutes,
  ROUTE_BUDGET_KIB,
} from '../../../../scripts/js-budget.mjs';

// Reads the last web build (npm test builds before it runs the suites). Missing build → the
// measure throws and says to build first, rather than passing on nothing.
describe('JS budget of the built web app', () => {
  const rows = measureRoutes();

  it(`keeps the shell (entry + modulepreloads) within ${BUDGET_KIB} KiB gzip`, () => {
    const shell = rows.find((r) => r.route === 'shell');
    expect(shell?.bytes).toBeLessThanOrEqual(BUDGET_KIB * 1024);
  });

  it.each(Object.keys(BUDGET_ROUTES))(
    `keeps %s's first load within ${ROUTE_BUDGET_KIB} KiB gzip`,
    (route) => {
      const row = rows.find((r) => r.route === route);
      expect(row?.bytes).toBeLessThanOrEqual(ROUTE_BUDGET_KIB * 1024);
    },
  );

  it('loads no page, the editor, chat or the admin screens with the shell', () => {
    const shell = rows.find((r) => r.route === 'shell');
    const names = (shell?.files ?? []).join(' ');
    expect(names).not.toMatch(/home-page|people-page|feed-page|project-list-page/);
    expect(names).not.toMatch(/rich-editor|chat-panel|chat-socket|admin-|zod-/);
  });

  it('keeps the rich editor (Tiptap) out of every budgeted page', () => {
    for (const route of Object.keys(BUDGET_ROUTES)) {
      const row = rows.find((r) => r.route === route);
      expect(row?.files.join(' '), route).not.toMatch(/rich-editor/);
    }
  });
});
