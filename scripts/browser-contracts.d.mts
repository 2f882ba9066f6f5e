// Types for scripts/browser-contracts.mjs (imported by apps/web/vite.config.ts and its test).
import type MagicString from 'magic-string';
import type { Plugin } from 'vite';

export const STRIPPED_FIELDS: readonly string[];
export function browserContractModule(code: string, program: unknown): MagicString | null;
export function browserContractsPlugin(): Plugin;
