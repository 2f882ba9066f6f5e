/** Code lists of the university and department directories (reference 3.30, 3.31, 9.3). */
import { type CodeOf, defineCatalogue } from './catalogue.js';

/** School type. '01' includes industrial, cyber and education universities and seminaries. */
export const universityTypes = defineCatalogue([
  { code: '01', label: '대학교' },
  { code: '02', label: '전문대학' },
  { code: '03', label: '대학원대학교' },
]);
export type UniversityTypeCode = CodeOf<typeof universityTypes>;

export const universityOwners = defineCatalogue([
  { code: '01', label: '국공립' },
  { code: '02', label: '사립' },
]);
export type UniversityOwnerCode = CodeOf<typeof universityOwners>;

/** The one-letter prefix of a department code. */
export const departmentLevels = defineCatalogue([
  { code: 'C', label: '전문대학' },
  { code: 'U', label: '대학' },
  { code: 'G', label: '대학원' },
]);
export type DepartmentLevelCode = CodeOf<typeof departmentLevels>;

/** Fields of study used to group departments (reference 3.31); the code is ours. */
export const departmentFields = defineCatalogue([
  { code: '01', label: '인문' },
  { code: '02', label: '사회' },
  { code: '03', label: '교육' },
  { code: '04', label: '공학' },
  { code: '05', label: '자연' },
  { code: '06', label: '의약' },
  { code: '07', label: '보건' },
  { code: '08', label: '예술' },
  { code: '09', label: '체육' },
  { code: '10', label: '농림·수산' },
]);
export type DepartmentFieldCode = CodeOf<typeof departmentFields>;
