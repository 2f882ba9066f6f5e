import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  DirectoryParseError,
  findUniversitiesByEmail,
  findUniversityByEmail,
  loadDirectory,
  parseDepartments,
  parseUniversities,
  readCsv,
  searchUniversities,
  type University,
} from './index.js';

const HEADER = 'value,label,type,owner,domain,en';
const PLACEHOLDER = '학교코드,학교명,,,학교 홈페이지,영문명';

function parseError(run: () => unknown): DirectoryParseError {
  try {
    run();
  } catch (error) {
    if (error instanceof DirectoryParseError) return error;
    throw error;
  }
  throw new Error('expected a DirectoryParseError');
}

describe('readCsv', () => {
  it('handles quoted commas, escaped quotes and line breaks inside quotes', () => {
    const { records, issues } = readCsv('a,b\n"x, y","say ""hi"""\n"two\nlines",z\n');
    expect(issues).toEqual([]);
    expect(records).toEqual([
      { line: 1, fields: ['a', 'b'] },
      { line: 2, fields: ['x, y', 'say "hi"'] },
      { line: 3, fields: ['two\nlines', 'z'] },
    ]);
  });

  it('strips a BOM, accepts CRLF and skips blank lines while counting them', () => {
    const { records } = readCsv('\uFEFFa,b\r\n\r\n1,2\r\n  \r\n,\r\n3,4');
    expect(records).toEqual([
      { line: 1, fields: ['a', 'b'] },
      { line: 3, fields: ['1', '2'] },
      { line: 6, fields: ['3', '4'] },
    ]);
  });

  it('reports an unclosed quote with its line', () => {
    const { issues } = readCsv('a,b\n1,"open\n2,3\n');
    expect(issues).toEqual([{ line: 2, message: 'a quoted field is never closed' }]);
  });
});

describe('parseUniversities', () => {
  it('reads rows, skipping the placeholder row', () => {
    const list = parseUniversities(
      [HEADER, PLACEHOLDER, '0000010,서울대학교,01,01,@snu.ac.kr,Seoul National University'].join('\n'),
    );
    expect(list).toEqual([
      {
        value: '0000010',
        label: '서울대학교',
        type: '01',
        owner: '01',
        domain: '@snu.ac.kr',
        en: 'Seoul National University',
      },
    ]);
  });

  it('keeps a quoted English name with a comma, a BOM and CRLF line ends', () => {
    const text = `\uFEFF${HEADER}\r\n${PLACEHOLDER}\r\n0000020,"한국 ""테스트"" 대학교",02,02,@test.ac.kr,"Test College, Seoul"\r\n`;
    const [school] = parseUniversities(text);
    expect(school?.label).toBe('한국 "테스트" 대학교');
    expect(school?.en).toBe('Test College, Seoul');
    expect(school?.type).toBe('02');
  });

  it('finds columns by name, whatever their order', () => {
    const [school] = parseUniversities(
      'en,domain,owner,type,label,value\nKAIST,@kaist.ac.kr,01,01,한국과학기술원,0000030',
    );
    expect(school).toMatchObject({ value: '0000030', label: '한국과학기술원', domain: '@kaist.ac.kr' });
  });

  it('reports every bad row with its line instead of dropping it', () => {
    const text = [
      HEADER,
      PLACEHOLDER,
      '0000010,서울대학교,01,01,@snu.ac.kr,Seoul National University',
      '',
      '123,짧은코드대학교,01,02,@short.ac.kr,Short',
      '0000030,도메인없는대학교,01,02,snu.ac.kr,No At',
      '0000040,유형틀린대학교,09,02,@type.ac.kr,Bad Type',
      '0000010,중복대학교,01,02,@dup.ac.kr,Duplicate',
      '0000050,쉼표대학교,01,02,@comma.ac.kr,Comma, Unquoted',
    ].join('\n');
    const error = parseError(() => parseUniversities(text));
    expect(error.issues.map((issue) => issue.line)).toEqual([5, 6, 7, 8, 9]);
    expect(error.issues[0]?.message).toContain('7 digits');
    expect(error.issues[1]?.message).toContain('domain');
    expect(error.issues[2]?.message).toContain('type');
    expect(error.issues[3]?.message).toContain('line 3');
    expect(error.message).toContain('line 9');
  });

  it('reports a file without the needed columns', () => {
    const error = parseError(() => parseUniversities('code,name\n0000010,서울대학교'));
    expect(error.issues).toEqual([
      { line: 1, message: 'missing column(s): value, label, type, owner, domain, en' },
    ]);
  });
});

describe('parseDepartments', () => {
  it('reads codes with C/U/G prefixes and an optional field', () => {
    const list = parseDepartments(
      'code,name,field\nU04001,컴퓨터공학과,04\nC07001,간호과,\nG02001,"경영학과(MBA)",02',
    );
    expect(list).toEqual([
      { code: 'U04001', name: '컴퓨터공학과', field: '04' },
      { code: 'C07001', name: '간호과', field: undefined },
      { code: 'G02001', name: '경영학과(MBA)', field: '02' },
    ]);
    expect(parseDepartments('name,code\n철학과,U01001')).toEqual([{ code: 'U01001', name: '철학과' }]);
  });

  it('reports a bad code with its line', () => {
    const error = parseError(() =>
      parseDepartments('code,name\nU01001,철학과\nX01001,이상한학과\nU01001,중복학과'),
    );
    expect(error.issues.map((issue) => issue.line)).toEqual([3, 4]);
  });
});

const schools: University[] = [
  {
    value: '0000010',
    label: '서울대학교',
    type: '01',
    owner: '01',
    domain: '@snu.ac.kr',
    en: 'Seoul National University',
  },
  {
    value: '0000020',
    label: '서울여자대학교',
    type: '01',
    owner: '02',
    domain: '@swu.ac.kr',
    en: "Seoul Women's University",
  },
  {
    value: '0000030',
    label: '성균관대학교',
    type: '01',
    owner: '02',
    domain: '@skku.edu',
    en: 'Sungkyunkwan University',
  },
  { value: '0000040', label: '한국과학기술원', type: '01', owner: '01', domain: '@kaist.ac.kr', en: 'KAIST' },
  {
    value: '0000050',
    label: '한국폴리텍대학 서울캠퍼스',
    type: '02',
    owner: '01',
    domain: '@kopo.ac.kr/seoul',
    en: 'Korea Polytechnic Seoul',
  },
  {
    value: '0000060',
    label: '한국폴리텍대학 부산캠퍼스',
    type: '02',
    owner: '01',
    domain: '@kopo.ac.kr/busan',
    en: 'Korea Polytechnic Busan',
  },
  {
    value: '0000070',
    label: '어느공공대학원',
    type: '03',
    owner: '01',
    domain: '@ac.kr/xyz',
    en: 'Some Graduate School',
  },
  {
    value: '0000080',
    label: '서울대학교 대학원',
    type: '03',
    owner: '01',
    domain: '@grad.snu.ac.kr',
    en: 'SNU Graduate School',
  },
];

describe('findUniversityByEmail', () => {
  it('matches the host of the address, ignoring case', () => {
    expect(findUniversityByEmail('kim@snu.ac.kr', schools)?.value).toBe('0000010');
    expect(findUniversityByEmail('Kim@SKKU.EDU', schools)?.value).toBe('0000030');
  });

  it('counts subdomains, preferring the most specific entry', () => {
    expect(findUniversityByEmail('kim@mail.snu.ac.kr', schools)?.value).toBe('0000010');
    expect(findUniversityByEmail('kim@g.skku.edu', schools)?.value).toBe('0000030');
    expect(findUniversityByEmail('kim@grad.snu.ac.kr', schools)?.value).toBe('0000080');
  });

  it('matches on the host part of a domain with a path', () => {
    expect(findUniversitiesByEmail('lee@kopo.ac.kr', schools).map((s) => s.value)).toEqual([
      '0000050',
      '0000060',
    ]);
    expect(findUniversityByEmail('lee@ac.kr', schools)?.value).toBe('0000070');
  });

  it('does not let a shared suffix claim other schools, nor match look-alike hosts', () => {
    expect(findUniversityByEmail('lee@yonsei.ac.kr', schools)).toBeUndefined();
    expect(findUniversityByEmail('lee@notsnu.ac.kr', schools)).toBeUndefined();
    expect(findUniversityByEmail('lee@snu.ac.kr.evil.com', schools)).toBeUndefined();
    expect(findUniversityByEmail('lee@naver.com', schools)).toBeUndefined();
    expect(findUniversityByEmail('no-at-sign', schools)).toBeUndefined();
    expect(findUniversityByEmail('lee@', schools)).toBeUndefined();
  });
});

describe('searchUniversities', () => {
  it('finds by substring, best match first', () => {
    expect(searchUniversities('서울대', schools).map((s) => s.value)).toEqual(['0000010', '0000080']);
    expect(searchUniversities('여자', schools).map((s) => s.label)).toEqual(['서울여자대학교']);
    expect(searchUniversities('서울대학교', schools)[0]?.value).toBe('0000010');
  });

  it('finds by Korean initials', () => {
    expect(searchUniversities('ㅅㅇㄷ', schools).map((s) => s.value)).toEqual(['0000010', '0000080']);
    expect(searchUniversities('ㅅㄱㄱ', schools).map((s) => s.label)).toEqual(['성균관대학교']);
    expect(searchUniversities('ㄱㅎㄱㅅ', schools).map((s) => s.label)).toEqual(['한국과학기술원']);
  });

  it('ignores spaces and finds English names and mail hosts', () => {
    expect(searchUniversities('폴리텍 서울', schools).map((s) => s.value)).toEqual(['0000050']);
    expect(searchUniversities('서울 대', schools).map((s) => s.value)).toEqual([
      '0000010',
      '0000080',
      '0000020',
      '0000050',
    ]);
    expect(searchUniversities('kaist', schools).map((s) => s.value)).toEqual(['0000040']);
    expect(searchUniversities('sungkyunkwan', schools).map((s) => s.value)).toEqual(['0000030']);
  });

  it('returns nothing for a blank query and honours a limit', () => {
    expect(searchUniversities('  ', schools)).toEqual([]);
    expect(searchUniversities('대학', schools, { limit: 2 })).toHaveLength(2);
  });
});

describe('loadDirectory', () => {
  const dirs: string[] = [];
  afterAll(async () => {
    await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
  });

  it('loads the bundled data folder by default', async () => {
    const directory = await loadDirectory();
    expect(directory.universities.length).toBeGreaterThanOrEqual(120);
    expect(directory.departments.length).toBeGreaterThanOrEqual(150);
    expect(directory.universities.some((s) => s.label === '학교명')).toBe(false);
    expect(findUniversityByEmail('kim@mail.snu.ac.kr', directory.universities)?.label).toBe('서울대학교');
    expect(findUniversityByEmail('kim@yonsei.ac.kr', directory.universities)?.label).toBe('연세대학교');
    expect(searchUniversities('ㅇㅅㄷ', directory.universities).map((s) => s.label)).toContain('연세대학교');
    expect(searchUniversities('ㅅㄱㄱㄷ', directory.universities).map((s) => s.label)).toEqual([
      '성균관대학교',
    ]);
    for (const prefix of ['C', 'U', 'G']) {
      expect(directory.departments.some((d) => d.code.startsWith(prefix))).toBe(true);
    }
    expect(directory.departmentsByCode.get(directory.departments[0]!.code)).toBe(directory.departments[0]);
  });

  it('reads an operator-supplied folder and names the bad file', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'sq-directory-'));
    dirs.push(dir);
    await writeFile(
      join(dir, 'universities.csv'),
      `${HEADER}\n${PLACEHOLDER}\n0000001,테스트대학교,01,02,@test.ac.kr,Test`,
    );
    await writeFile(join(dir, 'departments.csv'), 'code,name\nU00001,테스트학과');
    const directory = await loadDirectory(dir);
    expect(directory.universitiesByCode.get('0000001')?.label).toBe('테스트대학교');

    await writeFile(join(dir, 'departments.csv'), 'code,name\nU00001,테스트학과\nbad,학과');
    await expect(loadDirectory(dir)).rejects.toThrow(/departments\.csv has 1 invalid row\(s\):\n {2}line 3/);
  });
});
