import pg from 'pg';

/**
 * The query-plan check (issue 13 item 7): record the statements the app really sends while a route
 * runs, EXPLAIN ANALYZE each read, and name what would not scale — a sequential scan of a large
 * table, or a subquery run once per row for rows that a LIMIT/OFFSET then throws away.
 */

/** One node of `EXPLAIN (FORMAT JSON)` output; only the fields the rules read. */
export interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Parent Relationship'?: string;
  'Subplan Name'?: string;
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  Plans?: PlanNode[];
}

export interface PlanProblem {
  /** What the node is, e.g. `Seq Scan on users` or `SubPlan 2`: allow-list entries match on it. */
  node: string;
  detail: string;
}

/** Above this many rows a table must be reached through an index. */
export const LARGE_TABLE_ROWS = 10_000;

const SEQ_SCANS = new Set(['Seq Scan', 'Parallel Seq Scan']);

/** Whether a subtree reads a table or an index (a subplan that only computes, e.g. over unnest(), does not). */
function readsTable(node: PlanNode): boolean {
  return node['Relation Name'] !== undefined || (node.Plans ?? []).some(readsTable);
}

/**
 * The problems in one plan. `tableRows` holds each table's row count (pg_class.reltuples after
 * ANALYZE). A subplan that reads a table, under a Limit, is flagged when it ran more often than the
 * Limit returned rows: its queries for the skipped (OFFSET) or discarded rows are wasted, and grow
 * with the page number. A subplan that only computes (a score over the row's own arrays) is not.
 */
export function planProblems(root: PlanNode, tableRows: ReadonlyMap<string, number>): PlanProblem[] {
  const problems: PlanProblem[] = [];
  const walk = (node: PlanNode, limitRows: number | undefined) => {
    const relation = node['Relation Name'];
    if (SEQ_SCANS.has(node['Node Type']) && relation) {
      const rows = tableRows.get(relation) ?? 0;
      if (rows > LARGE_TABLE_ROWS) {
        problems.push({
          node: `${node['Node Type']} on ${relation}`,
          detail: `reads the whole table (${rows.toLocaleString('en')} rows)`,
        });
      }
    }
    const loops = node['Actual Loops'];
    if (node['Parent Relationship'] === 'SubPlan' && limitRows !== undefined && loops !== undefined) {
      if (loops > limitRows && readsTable(node)) {
        problems.push({
          node: node['Subplan Name'] ?? 'SubPlan',
          detail: `ran ${loops} times under a Limit that returned ${limitRows} rows (per-row work on skipped rows)`,
        });
      }
    }
    let under = limitRows;
    if (node['Node Type'] === 'Limit' && node['Actual Rows'] !== undefined) {
      const returned = node['Actual Rows'] * (node['Actual Loops'] ?? 1);
      under = under === undefined ? returned : Math.min(under, returned);
    }
    for (const child of node.Plans ?? []) walk(child, under);
  };
  walk(root, undefined);
  return problems;
}

/** A statement as the driver received it. */
export interface Statement {
  text: string;
  values: unknown[];
}

/** Reads worth explaining: lists, counts, searches. Writes and transaction control are skipped. */
export function isRead(text: string): boolean {
  return (
    /^\s*(select|with)\b/i.test(text) &&
    !/\b(insert\s+into|update\s+\S+(\s+\w+)?\s+set|delete\s+from)\b/i.test(text)
  );
}

type QueryFn = (...args: unknown[]) => unknown;

/**
 * Records every statement node-postgres sends (pool and transaction clients alike) while `run`
 * runs, by wrapping `pg.Client.prototype.query` for that time. Captures what the app sends, so
 * the check follows the queries as they change.
 */
export async function captureStatements(run: () => Promise<unknown>): Promise<Statement[]> {
  const proto = pg.Client.prototype as unknown as { query: QueryFn };
  const original = proto.query;
  const seen: Statement[] = [];
  proto.query = function (this: unknown, ...args: unknown[]) {
    const [first, second] = args;
    if (typeof first === 'string') seen.push({ text: first, values: Array.isArray(second) ? second : [] });
    else if (first && typeof first === 'object' && typeof (first as { text?: unknown }).text === 'string') {
      const q = first as { text: string; values?: unknown[] };
      seen.push({ text: q.text, values: q.values ?? (Array.isArray(second) ? second : []) });
    }
    return original.apply(this, args);
  };
  try {
    await run();
  } finally {
    proto.query = original;
  }
  return seen;
}

/** EXPLAIN ANALYZE inside a transaction that is rolled back, so nothing a statement does stays. */
export async function explainAnalyze(pool: pg.Pool, s: Statement): Promise<PlanNode> {
  const client = await pool.connect();
  try {
    await client.query('begin');
    const res = await client.query({
      text: `explain (analyze, timing off, summary off, format json) ${s.text}`,
      values: s.values,
    });
    return (res.rows[0]['QUERY PLAN'] as { Plan: PlanNode }[])[0]!.Plan;
  } finally {
    await client.query('rollback').catch(() => undefined);
    client.release();
  }
}

/** Row counts of the public tables, as the planner sees them. */
export async function tableSizes(pool: pg.Pool): Promise<Map<string, number>> {
  const res = await pool.query<{ relname: string; n: number }>(
    `select relname, greatest(reltuples, 0)::float8 as n from pg_class
     where relkind = 'r' and relnamespace = 'public'::regnamespace`,
  );
  return new Map(res.rows.map((r) => [r.relname, Number(r.n)]));
}

/** The plan as indented lines (node, relation, loops), for a failure message a person can read. */
export function planOutline(node: PlanNode, depth = 0): string[] {
  const label = [
    node['Parent Relationship'] === 'SubPlan' ? `${node['Subplan Name'] ?? 'SubPlan'}: ` : '',
    node['Node Type'],
    node['Relation Name'] ? ` on ${node['Relation Name']}` : '',
    node['Actual Loops'] !== undefined ? ` (rows=${node['Actual Rows']} loops=${node['Actual Loops']})` : '',
  ].join('');
  return [`${'  '.repeat(depth)}${label}`, ...(node.Plans ?? []).flatMap((c) => planOutline(c, depth + 1))];
}
