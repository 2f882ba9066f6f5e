import { joinApi, memberTypes } from '@sidequest/shared';
import { describe, expect, it } from 'vitest';
import { texts } from '../../test/i18n';

/** Every literal key the join feature asks for exists in the Korean files (no raw keys on screen). */
const sources = import.meta.glob<string>(['./**/*.tsx', './**/*.ts', '!./**/*.test.*'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

function literalKeys(source: string): { ns: string; key: string }[] {
  const declared = source.match(/useTranslation\(\s*(?:\[\s*)?'([a-z]+)'/);
  const defaultNs = declared?.[1] ?? 'common';
  const out: { ns: string; key: string }[] = [];
  for (const m of source.matchAll(/\bt\(\s*'([^'$]+)'/g)) {
    const raw = m[1]!;
    const [ns, key] = raw.includes(':') ? (raw.split(':') as [string, string]) : [defaultNs, raw];
    out.push({ ns, key });
  }
  return out;
}

describe('join and tutorial translations', () => {
  it('have every literal key used in the feature', () => {
    const missing: string[] = [];
    let checked = 0;
    for (const [file, source] of Object.entries(sources)) {
      for (const { ns, key } of literalKeys(source)) {
        checked += 1;
        if (!texts.exists(key, { ns })) missing.push(`${file}: ${ns}:${key}`);
      }
    }
    // The scan itself must have found the feature's keys, or this test would prove nothing.
    expect(checked).toBeGreaterThan(60);
    expect(missing).toEqual([]);
  });

  it('have the keys built at run time', () => {
    const keys = [
      ...[1, 2, 3, 4, 5].map((n) => `join:steps.names.${n}`),
      ...memberTypes.codes.flatMap((c) => [
        `join:steps.member_type.options.${c}.title`,
        `join:steps.member_type.options.${c}.description`,
      ]),
      ...['member_type', 'jobs', 'basics'].flatMap((k) => [
        `join:steps.${k}.title`,
        `join:steps.${k}.description`,
      ]),
      ...[
        'nickname',
        'meeting_mode',
        'region',
        'available_days',
        'available_time',
        'skill_level',
        'experience_years',
        'interests',
      ].map((k) => `join:steps.basics.required.${k}`),
      ...['projects', 'products'].flatMap((k) => [
        `tutorial:${k}.title`,
        `tutorial:${k}.empty_title`,
        `tutorial:${k}.empty_message`,
      ]),
    ];
    expect(keys.filter((k) => !texts.exists(k))).toEqual([]);
  });

  it('have the keys the shared step rules name', () => {
    // Answers that break every rule the form translates: all missing, then each cross-field rule.
    const broken = [
      { step: 2, answers: {} },
      { step: 3, answers: { sub_job: '04' } },
      { step: 3, answers: { main_job: '04', main_job_d: '0401', sub_job: '04', sub_job_d: '0401' } },
      { step: 4, answers: {} },
      { step: 4, answers: { nickname: '띄어 쓰기' } },
    ] as const;
    const keys = broken.flatMap(({ step, answers }) =>
      (joinApi.JOIN_STEP_SCHEMAS[step].safeParse(answers).error?.issues ?? []).flatMap((issue) =>
        issue.code === 'custom' && typeof issue.params?.i18n === 'string' ? [issue.params.i18n] : [],
      ),
    );
    expect(keys.length).toBeGreaterThan(12);
    expect(keys.filter((k) => !texts.exists(k))).toEqual([]);
  });
});
