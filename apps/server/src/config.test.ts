import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';

describe('config', () => {
  it('runs the embedded mode with no variables at all', () => {
    const c = loadConfig({});
    expect(c.PORT).toBe(3000);
    expect(c.DATABASE_URL).toBeUndefined();
    expect(c.pgliteDir).toBe(path.resolve('./data/pglite'));
    expect(c.allowedOrigins).toEqual(['http://localhost:3000']);
    expect(c.COOKIE_SECURE).toBe(false);
  });

  it('reads extra origins and flags', () => {
    const c = loadConfig({
      EXTRA_ORIGINS: 'http://localhost:5173, https://app.sidequest.kr/',
      COOKIE_SECURE: 'true',
    });
    expect(c.allowedOrigins).toEqual([
      'http://localhost:3000',
      'http://localhost:5173',
      'https://app.sidequest.kr',
    ]);
    expect(c.COOKIE_SECURE).toBe(true);
  });

  it('explains a bad value in Korean instead of starting half-configured', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/환경 변수 설정이 올바르지 않아요[\s\S]*PORT/);
  });
});
