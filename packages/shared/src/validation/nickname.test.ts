import { describe, expect, it } from 'vitest';
import { NICKNAME_PATTERN } from '../contracts/auth.js';
import { isReservedNickname } from './nickname.js';

describe('isReservedNickname', () => {
  it.each([
    ['admin'],
    ['Admin'],
    ['ADMIN'],
    ['administrator'],
    ['운영자'],
    ['관리자'],
    ['고객센터'],
    ['공식'],
    ['매니저'],
    ['사이드퀘스트'],
    ['사이드퀘스트팀'],
    ['sidequest'],
    ['official'],
    ['staff'],
    ['manager'],
    ['system'],
    ['root'],
    ['운영팀'],
  ])('refuses the operator name %s itself', (name) => {
    expect(isReservedNickname(name)).toBe(true);
  });

  it.each([
    ['Adm1n', 'digit for a letter'],
    ['adm1n', 'digit for a letter'],
    ['4dmin', 'leading digit read as a letter'],
    ['0fficial', 'leading zero read as o'],
    ['5ysTem', 'five for s'],
    ['r00t', 'zeros for o'],
    ['ａｄｍｉｎ', 'full-width letters'],
    ['𝐚𝐝𝐦𝐢𝐧', 'mathematical bold letters'],
    ['аdmin', 'Cyrillic а'],
    ['ѕуѕtеm', 'Cyrillic look-alikes'],
    ['αdmιn', 'Greek look-alikes'],
    ['ádmin', 'accented letter'],
    ['adrnin', 'rn for m'],
    ['offlcial', 'l for i'],
    ['S1deQuest', 'brand with a digit'],
  ])('refuses the look-alike %s (%s)', (name) => {
    expect(isReservedNickname(name)).toBe(true);
  });

  it.each([['admin123'], ['123admin'], ['admin_'], ['_admin_'], ['운영자_'], ['운영자1'], ['__관리자__']])(
    'ignores digits and underscores at the ends: %s',
    (name) => {
      expect(isReservedNickname(name)).toBe(true);
    },
  );

  it.each([
    ['sidequest_official', 'brand + official'],
    ['side_quest', 'brand split by an underscore'],
    ['SideQuestFan', 'brand inside a longer name'],
    ['사이드퀘스트러버', 'brand inside a longer Hangul name'],
    ['시간관리자', '관리자 inside a word'],
    ['김운영자', '운영자 inside a word'],
    ['공식운영팀', 'official team'],
    ['공식매니저', 'official + manager'],
    ['the_admin', 'modifier + reserved'],
    ['superadmin', 'modifier + reserved, no separator'],
    ['adminstaff', 'two reserved words'],
    ['kim_admin', 'reserved part after an underscore'],
    ['admin김', 'reserved part before Hangul'],
    ['admin2kim', 'reserved part before a plain digit'],
    ['진짜운영', 'modifier + 운영'],
  ])('refuses combinations: %s (%s)', (name) => {
    expect(isReservedNickname(name)).toBe(true);
  });

  it.each([
    ['김운영', 'a surname-like name with 운영 but no 운영자'],
    ['운영체제', 'operating system, an ordinary word'],
    ['adminton', 'reserved word inside an ordinary word'],
    ['badminton', 'reserved word inside an ordinary word'],
    ['ecosystem', 'reserved word inside an ordinary word'],
    ['systematic', 'reserved word inside an ordinary word'],
    ['rooted', 'reserved word inside an ordinary word'],
    ['stafford', 'reserved word inside an ordinary word'],
    ['projectmanager', 'a job title, not a part of its own'],
    ['김매니저', 'manager as a title after a name'],
    ['수학공식', 'formula, an ordinary word'],
    ['하나킴', 'an ordinary name'],
    ['maker_joe', 'an ordinary name'],
    ['데모메이커', 'an ordinary name'],
    ['메이커1234', 'an ordinary name with digits'],
    ['team_kim', 'a modifier alone is not reserved'],
    ['대표', 'a modifier alone is not reserved'],
    ['sq_maker', 'a modifier alone is not reserved'],
  ])('allows %s (%s)', (name) => {
    expect(isReservedNickname(name)).toBe(false);
  });

  it('never throws and answers false for empty or separator-only input', () => {
    for (const name of ['', '   ', '___', '1234', '_1_']) expect(isReservedNickname(name)).toBe(false);
  });

  it('is independent of the format rule: a reserved name can still match the pattern', () => {
    // The format check and the reserved check are separate refusals with separate codes.
    expect(NICKNAME_PATTERN.test('admin')).toBe(true);
    expect(NICKNAME_PATTERN.test('ａｄｍｉｎ')).toBe(false);
    expect(isReservedNickname('ａｄｍｉｎ')).toBe(true);
  });
});
