// Types for scripts/precompress.mjs (imported by apps/web/vite.config.ts).
export function precompressDir(dir: string): Promise<{ files: number; raw: number; br: number }>;
