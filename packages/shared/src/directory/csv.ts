/**
 * A small RFC 4180 reader for the directory files. Operators edit these files in spreadsheet
 * programs, so it accepts a UTF-8 BOM, CRLF or LF line ends, quoted fields with commas, quotes and
 * line breaks, and blank lines; every record keeps the line it starts on so errors can point at it.
 */

export interface DirectoryIssue {
  /** 1-based line in the file where the offending record starts. */
  readonly line: number;
  readonly message: string;
}

/** Thrown when a directory file has rows that cannot be used; lists every bad row at once. */
export class DirectoryParseError extends Error {
  readonly issues: readonly DirectoryIssue[];
  readonly source: string;

  constructor(source: string, issues: readonly DirectoryIssue[]) {
    const shown = issues
      .slice(0, 20)
      .map((issue) => `  line ${issue.line}: ${issue.message}`)
      .join('\n');
    const more = issues.length > 20 ? `\n  … and ${issues.length - 20} more` : '';
    super(`${source} has ${issues.length} invalid row(s):\n${shown}${more}`);
    this.name = 'DirectoryParseError';
    this.source = source;
    this.issues = issues;
  }
}

export interface CsvRecord {
  readonly line: number;
  readonly fields: string[];
}

/** Splits CSV text into records. Syntax problems are returned as issues, never thrown. */
export function readCsv(text: string): { records: CsvRecord[]; issues: DirectoryIssue[] } {
  const src = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const records: CsvRecord[] = [];
  const issues: DirectoryIssue[] = [];

  let line = 1;
  let recordLine = 1;
  let fields: string[] = [];
  let field = '';
  let i = 0;
  // Whether the current record saw any character, so that an empty line is not a record.
  let touched = false;
  let broken = false;

  const endField = () => {
    fields.push(field.trim());
    field = '';
  };
  const endRecord = () => {
    if (touched) {
      endField();
      if (!broken && fields.some((f) => f !== '')) records.push({ line: recordLine, fields });
    }
    fields = [];
    field = '';
    touched = false;
    broken = false;
  };

  while (i < src.length) {
    const ch = src[i];
    if (ch === '"' && field.trim() === '') {
      // A quoted field: read to the closing quote; "" is a literal quote.
      touched = true;
      const startLine = line;
      field = '';
      i++;
      let closed = false;
      while (i < src.length) {
        const c = src[i];
        if (c === '"') {
          if (src[i + 1] === '"') {
            field += '"';
            i += 2;
            continue;
          }
          closed = true;
          i++;
          break;
        }
        if (c === '\r' || c === '\n') {
          if (c === '\r' && src[i + 1] === '\n') i++;
          field += '\n';
          line++;
          i++;
          continue;
        }
        field += c;
        i++;
      }
      if (!closed) {
        issues.push({ line: startLine, message: 'a quoted field is never closed' });
        broken = true;
        break;
      }
      // Only spaces may follow the closing quote before the next separator.
      while (src[i] === ' ' || src[i] === '\t') i++;
      const next = src[i];
      if (next !== undefined && next !== ',' && next !== '\r' && next !== '\n') {
        issues.push({ line: recordLine, message: 'unexpected text after a closing quote' });
        broken = true;
        while (i < src.length && src[i] !== '\r' && src[i] !== '\n') i++;
      }
      continue;
    }
    if (ch === ',') {
      touched = true;
      endField();
      i++;
      continue;
    }
    if (ch === '\r' || ch === '\n') {
      if (ch === '\r' && src[i + 1] === '\n') i++;
      i++;
      endRecord();
      line++;
      recordLine = line;
      continue;
    }
    touched = true;
    field += ch;
    i++;
  }
  endRecord();
  return { records, issues };
}

export interface CsvTable {
  /** Each data record as column name → value, with its line. */
  readonly rows: { readonly line: number; readonly values: Record<string, string> }[];
  readonly issues: DirectoryIssue[];
}

/**
 * Reads a CSV file whose first record is a header. Columns are found by name so an operator may
 * reorder them or add their own; a missing required column is one issue on the header line.
 */
export function readCsvTable(
  text: string,
  required: readonly string[],
  optional: readonly string[] = [],
): CsvTable {
  const { records, issues } = readCsv(text);
  const [header, ...data] = records;
  if (!header) return { rows: [], issues: [...issues, { line: 1, message: 'the file is empty' }] };

  const names = header.fields.map((name) => name.toLowerCase());
  const missing = required.filter((name) => !names.includes(name));
  if (missing.length > 0) {
    issues.push({ line: header.line, message: `missing column(s): ${missing.join(', ')}` });
    return { rows: [], issues };
  }

  const wanted = [...required, ...optional];
  const rows: CsvTable['rows'] = [];
  for (const record of data) {
    // Extra fields usually mean an unquoted comma shifted the values: the row cannot be trusted.
    if (record.fields.length > names.length) {
      issues.push({
        line: record.line,
        message: `${record.fields.length} fields but the header has ${names.length} (an unquoted comma?)`,
      });
      continue;
    }
    const values: Record<string, string> = {};
    for (const name of wanted) {
      const index = names.indexOf(name);
      values[name] = index >= 0 ? (record.fields[index] ?? '') : '';
    }
    rows.push({ line: record.line, values });
  }
  return { rows, issues };
}
