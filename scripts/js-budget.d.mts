// Types for scripts/js-budget.mjs (imported by apps/web/vite.config.ts and its test).
export interface RouteRow {
  /** `shell` for the entry and its modulepreloads, else the route's path. */
  route: string;
  module: string;
  files: string[];
  /** gzip bytes (level 9). */
  bytes: number;
  budgeted: boolean;
}
export const BUDGET_KIB: number;
export const ROUTE_BUDGET_KIB: number;
export const BUDGET_ROUTES: Record<string, string>;
export const REPORTED_ROUTES: Record<string, string>;
export const DEFAULT_DIST: string;
export function measureRoutes(distDir?: string, routes?: Record<string, string>): RouteRow[];
export function formatReport(rows: RouteRow[]): string;
export function overBudget(rows: RouteRow[]): RouteRow[];
