/**
 * `@sidequest/shared/directory`: the university and department directories. Parsing and search
 * are pure and browser-safe; only loadDirectory touches the file system.
 */
export { type DirectoryIssue, DirectoryParseError, readCsv, readCsvTable } from './csv.js';
export {
  ZUniversity,
  type University,
  parseUniversities,
  domainHost,
  findUniversityByEmail,
  findUniversitiesByEmail,
  searchUniversities,
} from './universities.js';
export { ZDepartment, type Department, parseDepartments, departmentLevelOf } from './departments.js';
export {
  type Directory,
  DEFAULT_DIRECTORY_DIR,
  DEPARTMENTS_FILE,
  UNIVERSITIES_FILE,
  buildDirectory,
  loadDirectory,
} from './load.js';
