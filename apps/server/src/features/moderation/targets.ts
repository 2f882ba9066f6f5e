/**
 * Report targets other features own. Moderation keeps the queue, the one-report-per-person rule
 * and the operators' decisions; the owning feature says what an item is (author, text, page) and
 * how to hide it. It registers at start-up from its own routes plugin, like a page resolver, so
 * moderation never imports another feature's tables to read or hide its content.
 */
import type { ReportTarget } from '@sidequest/shared';
import type { Db } from '../../db/client.js';

export interface TargetInfo {
  authorNo: number;
  text: string;
  hidden: boolean;
  /** The page that shows it (a reply lives on its post's, article's or booth's page). */
  url: string;
}

export interface ReportTargetSource {
  /**
   * The items that can still be reported, by number, in one query for a page of reports. A
   * deleted item is left out: reporting it answers NOT_FOUND, the queue shows "(지워진 내용)".
   */
  load(db: Db, nos: number[]): Promise<Map<number, TargetInfo>>;
  /** Hides or shows the item again; answers false when there is no such item. */
  hide(db: Db, no: number, hidden: boolean): Promise<boolean>;
}

const sources = new Map<ReportTarget, ReportTargetSource>();

/**
 * Registering a kind again replaces its source, so a plugin built once per app (tests build many)
 * may call it every time.
 */
export function registerReportTarget(kind: ReportTarget, source: ReportTargetSource): void {
  sources.set(kind, source);
}

export function reportTargetSource(kind: string): ReportTargetSource | undefined {
  return sources.get(kind as ReportTarget);
}
