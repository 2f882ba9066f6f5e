import { describe, expect, it } from 'vitest';
import { isRead, type PlanNode, planOutline, planProblems } from '../../test/query-plans.js';

// The rules of the query-plan test (query-plans.int.test.ts), checked against planted plans as
// PostgreSQL prints them with EXPLAIN (ANALYZE, FORMAT JSON), so a rule that stops firing is noticed
// here rather than by a slow page in production.

const tables = new Map([
  ['users', 100_001],
  ['projects', 50_000],
  ['chat_bans', 12],
]);

const scan = (relation: string, extra: Partial<PlanNode> = {}): PlanNode => ({
  'Node Type': 'Seq Scan',
  'Relation Name': relation,
  'Actual Rows': 100,
  'Actual Loops': 1,
  ...extra,
});

describe('planProblems', () => {
  it('names a sequential scan of a large table, wherever it sits', () => {
    const plan: PlanNode = {
      'Node Type': 'Limit',
      'Actual Rows': 24,
      'Actual Loops': 1,
      Plans: [
        {
          'Node Type': 'Hash Join',
          Plans: [scan('users'), { 'Node Type': 'Hash', Plans: [scan('chat_bans')] }],
        },
      ],
    };
    expect(planProblems(plan, tables)).toEqual([
      { node: 'Seq Scan on users', detail: 'reads the whole table (100,001 rows)' },
    ]);
    expect(planProblems(scan('projects', { 'Node Type': 'Parallel Seq Scan' }), tables)[0]?.node).toBe(
      'Parallel Seq Scan on projects',
    );
  });

  it('lets a small table be scanned, and an index scan of a large one pass', () => {
    expect(planProblems(scan('chat_bans'), tables)).toEqual([]);
    expect(planProblems(scan('users', { 'Node Type': 'Index Scan' }), tables)).toEqual([]);
  });

  it('names a subplan run for rows an OFFSET skips (the loops=985 for 25 rows of the issue)', () => {
    const plan: PlanNode = {
      'Node Type': 'Limit',
      'Actual Rows': 25,
      'Actual Loops': 1,
      Plans: [
        {
          'Node Type': 'Index Scan',
          'Relation Name': 'profiles',
          'Actual Rows': 985,
          'Actual Loops': 1,
          Plans: [
            {
              'Node Type': 'Aggregate',
              'Parent Relationship': 'SubPlan',
              'Subplan Name': 'SubPlan 1',
              'Actual Rows': 1,
              'Actual Loops': 985,
              Plans: [{ 'Node Type': 'Index Only Scan', 'Relation Name': 'follows', 'Actual Loops': 985 }],
            },
          ],
        },
      ],
    };
    expect(planProblems(plan, tables)).toEqual([
      {
        node: 'SubPlan 1',
        detail: 'ran 985 times under a Limit that returned 25 rows (per-row work on skipped rows)',
      },
    ]);
  });

  it('lets a subplan run once per returned row, above the Limit or as an InitPlan', () => {
    const perRow: PlanNode = {
      'Node Type': 'Limit',
      'Actual Rows': 25,
      'Actual Loops': 1,
      Plans: [
        {
          'Node Type': 'Index Scan',
          'Relation Name': 'profiles',
          Plans: [
            {
              'Node Type': 'Aggregate',
              'Parent Relationship': 'SubPlan',
              'Actual Loops': 25,
              Plans: [{ 'Node Type': 'Index Only Scan', 'Relation Name': 'follows', 'Actual Loops': 25 }],
            },
            { 'Node Type': 'Result', 'Parent Relationship': 'InitPlan', 'Actual Loops': 1 },
          ],
        },
      ],
    };
    expect(planProblems(perRow, tables)).toEqual([]);
    const noLimit: PlanNode = {
      'Node Type': 'Result',
      Plans: [
        {
          'Node Type': 'Aggregate',
          'Parent Relationship': 'SubPlan',
          'Actual Loops': 3,
          Plans: [{ 'Node Type': 'Index Scan', 'Relation Name': 'users', 'Actual Loops': 3 }],
        },
      ],
    };
    expect(planProblems(noLimit, tables)).toEqual([]);
  });

  it('lets a subplan that only computes (a score over unnest of the row) run per candidate', () => {
    const ranking: PlanNode = {
      'Node Type': 'Limit',
      'Actual Rows': 30,
      'Actual Loops': 1,
      Plans: [
        {
          'Node Type': 'Sort',
          Plans: [
            {
              'Node Type': 'Index Scan',
              'Relation Name': 'profiles',
              Plans: [
                {
                  'Node Type': 'Aggregate',
                  'Parent Relationship': 'SubPlan',
                  'Actual Loops': 1000,
                  Plans: [{ 'Node Type': 'Function Scan', 'Actual Loops': 1000 }],
                },
              ],
            },
          ],
        },
      ],
    };
    expect(planProblems(ranking, tables)).toEqual([]);
  });

  it('prints the plan as an indented outline with loops', () => {
    const plan: PlanNode = {
      'Node Type': 'Limit',
      'Actual Rows': 2,
      'Actual Loops': 1,
      Plans: [scan('users')],
    };
    expect(planOutline(plan)).toEqual(['Limit (rows=2 loops=1)', '  Seq Scan on users (rows=100 loops=1)']);
  });
});

describe('isRead', () => {
  it('explains selects and read-only CTEs, not writes', () => {
    expect(isRead('select 1')).toBe(true);
    expect(isRead('  WITH x AS (select 1) select * from x')).toBe(true);
    expect(isRead('with x as (update "users" set "nickname" = $1 returning 1) select * from x')).toBe(false);
    expect(isRead('insert into "users" ("email") values ($1)')).toBe(false);
    expect(isRead('begin')).toBe(false);
  });
});
