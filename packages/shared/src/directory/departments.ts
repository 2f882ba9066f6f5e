/** The department and major directory (reference 3.31). */
import { z } from 'zod';
import { type DepartmentLevelCode, departmentFields } from '../codes/schools.js';
import { type DirectoryIssue, DirectoryParseError, readCsvTable } from './csv.js';

export const ZDepartment = z.object({
  /** C (junior college), U (undergraduate) or G (graduate) followed by digits. */
  code: z.string().regex(/^[CUG]\d+$/, 'department code must be C, U or G followed by digits'),
  name: z.string().min(1, 'department name is empty'),
  /** Field of study (codes/schools.ts departmentFields); optional so a bare code,name file loads. */
  field: z
    .union([z.enum(departmentFields.codes), z.literal('')])
    .transform((field) => (field === '' ? undefined : field))
    .optional(),
});
export type Department = z.infer<typeof ZDepartment>;

function describe(error: z.ZodError): string {
  return error.issues.map((issue) => `${issue.path.join('.') || 'row'}: ${issue.message}`).join('; ');
}

/** Parses departments.csv; throws DirectoryParseError listing every bad row with its line. */
export function parseDepartments(csvText: string, source = 'departments.csv'): Department[] {
  const { rows, issues } = readCsvTable(csvText, ['code', 'name'], ['field']);
  const problems: DirectoryIssue[] = [...issues];
  const list: Department[] = [];
  const firstLine = new Map<string, number>();

  for (const { line, values } of rows) {
    const parsed = ZDepartment.safeParse(values);
    if (!parsed.success) {
      problems.push({ line, message: describe(parsed.error) });
      continue;
    }
    const seen = firstLine.get(parsed.data.code);
    if (seen !== undefined) {
      problems.push({ line, message: `department code ${parsed.data.code} already used on line ${seen}` });
      continue;
    }
    firstLine.set(parsed.data.code, line);
    list.push(parsed.data);
  }
  if (problems.length > 0)
    throw new DirectoryParseError(
      source,
      problems.sort((a, b) => a.line - b.line),
    );
  return list;
}

/** 'U04001' → 'U'. */
export function departmentLevelOf(code: string): DepartmentLevelCode | undefined {
  const level = code.charAt(0);
  return level === 'C' || level === 'U' || level === 'G' ? level : undefined;
}
