/**
 * How deeply a JSON text nests arrays and objects, counted without parsing it, so a hostile body
 * nested thousands deep is refused before anything recursive (validation, the jsonb encoder,
 * PostgreSQL's own JSON parser) walks it. Brackets inside strings do not count.
 */
export function jsonNestingExceeds(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c /* \ */) i++;
      else if (c === 0x22 /* " */) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b /* [ */ || c === 0x7b /* { */) {
      depth++;
      if (depth > max) return true;
    } else if (c === 0x5d /* ] */ || c === 0x7d /* } */) depth--;
  }
  return false;
}

/** No request body the product sends nests anywhere near this (editor drafts stay under ten). */
export const JSON_DEPTH_MAX = 64;
