import { skillTags } from '../codes/skills.js';

/**
 * One canonical name per technology, with the other names people type for it. The skill
 * catalogue (reference 3.8) gives each tag its Korean label and its English name; this adds the
 * spellings it lacks (노드js, 넥스트js, 리엑트 …). Search treats every name of a term as the same
 * word, so `리액트` and `react` find the same documents; the web can show the canonical name.
 */
export interface TechTerm {
  /** The skill code ('react'), or a made-up key for terms outside the catalogue. */
  code: string;
  /** How the term is shown: the English name (React, Node.js). */
  canonical: string;
  /** Every name, canonical first, each as written. */
  names: string[];
}

/** Spellings the catalogue does not carry, by skill code. */
const EXTRA_ALIASES: Record<string, readonly string[]> = {
  javascript: ['js', '자스', '자바스크립트'],
  typescript: ['ts', '타스'],
  react: ['reactjs', 'react.js', '리엑트', '리액트js'],
  nextjs: ['next', 'nextjs', '넥스트js', '넥스트제이에스'],
  vue: ['vue', 'vuejs', '뷰js'],
  nodejs: ['node', 'nodejs', '노드js', '노드제이에스', '노드JS'],
  nestjs: ['nest', '네스트js'],
  python: ['py', '파이선'],
  kotlin: ['코틀린'],
  spring: ['스프링부트', 'springboot', 'spring boot'],
  postgresql: ['postgres', '포스트그레스', '포스트그레스큐엘'],
  mongodb: ['mongo', '몽고디비', '몽고'],
  flutter: ['플루터'],
  android: ['안드'],
  tensorflow: ['텐서플로우'],
  github: ['깃헙'],
  figma: ['피그마'],
};

/** A name reduced to what a person types regardless of case, spaces and dots: 'Node.js' → 'nodejs'. */
export function techKey(name: string): string {
  return name
    .normalize('NFC')
    .toLowerCase()
    .replace(/[\s.\-_]+/g, '');
}

function buildTerms(): TechTerm[] {
  return skillTags.items.map((tag) => {
    const names = [tag.englishLabel, tag.label, ...(EXTRA_ALIASES[tag.code] ?? [])];
    const seen = new Set<string>();
    const unique = names.filter((n) => {
      const k = techKey(n);
      if (k === '' || seen.has(k)) return false;
      seen.add(k);
      return true;
    });
    return { code: tag.code, canonical: tag.englishLabel, names: unique };
  });
}

export const techTerms: readonly TechTerm[] = buildTerms();

const byKey = new Map<string, TechTerm>();
for (const term of techTerms) {
  for (const name of term.names) if (!byKey.has(techKey(name))) byKey.set(techKey(name), term);
}

/** The technology a typed word names ('리액트', 'React', 'reactjs' → React), or null. */
export function techTermOf(word: string): TechTerm | null {
  return byKey.get(techKey(word)) ?? null;
}

/** The canonical name of a skill code or any alias ('리액트' → 'React'); the input when unknown. */
export function canonicalTechName(codeOrName: string): string {
  const term = techTerms.find((t) => t.code === codeOrName) ?? techTermOf(codeOrName);
  return term?.canonical ?? codeOrName;
}
