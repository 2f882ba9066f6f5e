/** Loads the two directory files from disk (Node only). */
import type { Department } from './departments.js';
import { parseDepartments } from './departments.js';
import type { University } from './universities.js';
import { parseUniversities } from './universities.js';

export interface Directory {
  readonly universities: readonly University[];
  readonly departments: readonly Department[];
  readonly universitiesByCode: ReadonlyMap<string, University>;
  readonly departmentsByCode: ReadonlyMap<string, Department>;
}

export const UNIVERSITIES_FILE = 'universities.csv';
export const DEPARTMENTS_FILE = 'departments.csv';

/**
 * The package's own data folder. Both src/directory/load.ts and dist/directory/load.js sit two
 * levels below the package root, so one relative URL serves the sources and the build.
 */
const DATA_DIR_RELATIVE = '../../data/';
// The path goes through a variable because Vite rewrites `new URL('<literal>', import.meta.url)`
// into an asset import, and a folder cannot be bundled when the web app imports this entry point.
export const DEFAULT_DIRECTORY_DIR = new URL(DATA_DIR_RELATIVE, import.meta.url);

/** Builds the lookups; exported for tests and for callers that parse text themselves. */
export function buildDirectory(universities: University[], departments: Department[]): Directory {
  return {
    universities,
    departments,
    universitiesByCode: new Map(universities.map((school) => [school.value, school])),
    departmentsByCode: new Map(departments.map((department) => [department.code, department])),
  };
}

/**
 * Reads universities.csv and departments.csv from `dir` (the server passes DIRECTORY_DIR so an
 * operator can swap in the official lists) or from the package's data folder. Throws
 * DirectoryParseError for bad rows. Node modules are imported lazily so that browser bundles can
 * import the parsers and search from this entry point without pulling in `fs`.
 */
export async function loadDirectory(dir?: string | URL): Promise<Directory> {
  const { readFile } = await import('node:fs/promises');
  const { join } = await import('node:path');
  const { fileURLToPath } = await import('node:url');

  const base = dir ?? DEFAULT_DIRECTORY_DIR;
  const folder = typeof base === 'string' ? base : fileURLToPath(base);
  const universitiesPath = join(folder, UNIVERSITIES_FILE);
  const departmentsPath = join(folder, DEPARTMENTS_FILE);

  const [universitiesText, departmentsText] = await Promise.all([
    readFile(universitiesPath, 'utf8'),
    readFile(departmentsPath, 'utf8'),
  ]);
  return buildDirectory(
    parseUniversities(universitiesText, universitiesPath),
    parseDepartments(departmentsText, departmentsPath),
  );
}
