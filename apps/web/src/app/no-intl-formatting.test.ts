import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOTS = ['apps/web/src', 'packages/shared/src'].map((p) => path.resolve(__dirname, '../../../..', p));

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return sources(full);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [full] : [];
  });
}

describe('numbers and dates on screen', () => {
  // A page's first toLocaleString loads ICU's locale data: about 200 ms of a slowed phone's first
  // render on /people. formatNumber and the date formats of @sidequest/shared write the same text
  // without Intl, and dates in Seoul time whatever the browser's zone.
  it('use formatNumber and the Seoul formats, never toLocale…String or an Intl formatter', () => {
    const offenders = ROOTS.flatMap(sources).filter((file) =>
      /\.toLocale(?:Date|Time)?String\(|Intl\.(?:DateTimeFormat|NumberFormat)\b/.test(
        fs.readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, ''),
      ),
    );
    expect(offenders.map((f) => path.relative(path.resolve(__dirname, '../../../..'), f))).toEqual([]);
  });
});
