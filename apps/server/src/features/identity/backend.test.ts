import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { identityMode } from './backend.js';

const PG = 'postgres://postgres@127.0.0.1:5432/sidequest';

describe('identityMode', () => {
  it('runs the stand-in (테스트 모드) where someone is trying the product', () => {
    expect(identityMode(loadConfig({}))).toBe('standin');
    expect(identityMode(loadConfig({ NODE_ENV: 'test', DATABASE_URL: PG }))).toBe('standin');
    // `npm start` on a fresh machine: production on the embedded database.
    expect(identityMode(loadConfig({ NODE_ENV: 'production' }))).toBe('standin');
    // `npm run demo`, even on PostgreSQL.
    expect(identityMode(loadConfig({ NODE_ENV: 'production', DATABASE_URL: PG }, { demo: true }))).toBe(
      'standin',
    );
  });

  it('offers nothing on a real site (production on PostgreSQL) without PortOne', () => {
    expect(identityMode(loadConfig({ NODE_ENV: 'production', DATABASE_URL: PG }))).toBe('off');
  });

  it('uses PortOne whenever its secret is set, unless the stand-in is forced', () => {
    expect(identityMode(loadConfig({ NODE_ENV: 'production', PORTONE_API_SECRET: 's' }))).toBe('portone');
    expect(identityMode(loadConfig({ PORTONE_API_SECRET: 's' }))).toBe('portone');
    expect(identityMode(loadConfig({ PORTONE_API_SECRET: 's', IDENTITY_STANDIN: 'true' }))).toBe('standin');
  });

  it('lets the operator force the stand-in on or off', () => {
    expect(
      identityMode(loadConfig({ NODE_ENV: 'production', DATABASE_URL: PG, IDENTITY_STANDIN: 'true' })),
    ).toBe('standin');
    expect(identityMode(loadConfig({ NODE_ENV: 'production', IDENTITY_STANDIN: 'false' }))).toBe('off');
    expect(identityMode(loadConfig({ IDENTITY_STANDIN: 'false' }, { demo: true }))).toBe('off');
  });
});
