/**
 * Profiles of the licensed professions 0701–0722 (reference 3.4), shown on pro pages and in the
 * expert-talk picker. The texts are ours (the seed does not show them); they are split into three
 * files by field so each stays short, and assembled here so that a missing code fails to compile.
 */
import type { ProfessionCode } from './jobs.js';
import { fieldProfiles } from './profession-profiles-field.js';
import { lawProfiles } from './profession-profiles-law.js';
import { publicProfiles } from './profession-profiles-public.js';

type Five = readonly [string, string, string, string, string];

export interface ProfessionProfile {
  /** One line under the job title. */
  readonly pitch: string;
  /** Two or three sentences in 해요체. */
  readonly intro: string;
  /** What to bring to this professional: five items. */
  readonly goodFor: Five;
  /** What they cannot help with in a talk: five items. */
  readonly notGoodFor: Five;
  /** Example questions that start a talk: three items. */
  readonly exampleTopics: readonly [string, string, string];
}

export const professionProfiles: Readonly<Record<ProfessionCode, ProfessionProfile>> = {
  ...fieldProfiles,
  ...lawProfiles,
  ...publicProfiles,
};

/** The profile of a profession code; `undefined` for jobs that are not licensed professions. */
export function professionProfile(code: string): ProfessionProfile | undefined {
  return Object.hasOwn(professionProfiles, code) ? professionProfiles[code as ProfessionCode] : undefined;
}
