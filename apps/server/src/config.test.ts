import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { adoptListeningPort, loadConfig, socketOrigins } from './config.js';

describe('config', () => {
  it('runs the embedded mode with no variables at all', () => {
    const c = loadConfig({});
    expect(c.PORT).toBe(3000);
    expect(c.DATABASE_URL).toBeUndefined();
    expect(c.embeddedDb).toBe(true);
    expect(c.demo).toBe(false);
    expect(c.pgliteDir).toBe(path.resolve('./data/pglite'));
    expect(c.allowedOrigins).toEqual(['http://localhost:3000', 'http://127.0.0.1:3000', 'http://[::1]:3000']);
    expect(c.PUBLIC_ORIGIN).toBe('http://localhost:3000');
    expect(c.COOKIE_SECURE).toBe(false);
    expect(c.TRUST_PROXY).toBe(false);
  });

  it('reads extra origins and flags', () => {
    const c = loadConfig({
      PUBLIC_ORIGIN: 'https://sidequest.kr/',
      EXTRA_ORIGINS: 'http://localhost:5173, https://app.sidequest.kr/',
      COOKIE_SECURE: 'true',
    });
    expect(c.allowedOrigins).toEqual([
      'https://sidequest.kr',
      'http://localhost:5173',
      'https://app.sidequest.kr',
    ]);
    expect(c.COOKIE_SECURE).toBe(true);
  });

  it('explains a bad value in Korean instead of starting half-configured', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/환경 변수 설정이 올바르지 않아요[\s\S]*PORT/);
  });
});

describe('origins', () => {
  it('allows only the loopback spellings of PORT when PUBLIC_ORIGIN is unset (or empty)', () => {
    for (const env of [{ PORT: '4000' }, { PORT: '4000', PUBLIC_ORIGIN: '' }]) {
      const c = loadConfig(env);
      expect(c.publicOriginSet).toBe(false);
      expect(c.allowedOrigins).toEqual([
        'http://localhost:4000',
        'http://127.0.0.1:4000',
        'http://[::1]:4000',
      ]);
      // Links in e-mails and og:url still have an absolute origin to use.
      expect(c.PUBLIC_ORIGIN).toBe('http://localhost:4000');
    }
  });

  it('allows PUBLIC_ORIGIN and EXTRA_ORIGINS alone once PUBLIC_ORIGIN is set', () => {
    const c = loadConfig({
      PORT: '4000',
      PUBLIC_ORIGIN: 'https://sidequest.kr',
      EXTRA_ORIGINS: 'https://m.sidequest.kr',
    });
    expect(c.allowedOrigins).toEqual(['https://sidequest.kr', 'https://m.sidequest.kr']);
    expect(c.allowedOrigins.some((o) => o.includes('localhost') || o.includes('127.0.0.1'))).toBe(false);
  });

  it('follows the port really listened on (PORT=0), keeping the extra origins and the same arrays', () => {
    const c = loadConfig({ PORT: '0', EXTRA_ORIGINS: 'http://localhost:5173' });
    const allowed = c.allowedOrigins;
    adoptListeningPort(c, 41234);
    expect(c.allowedOrigins).toBe(allowed);
    expect(allowed).toEqual([
      'http://localhost:41234',
      'http://127.0.0.1:41234',
      'http://[::1]:41234',
      'http://localhost:5173',
    ]);
    expect(c.PUBLIC_ORIGIN).toBe('http://localhost:41234');
    expect(c.PORT).toBe(41234);
  });

  it('never rewrites a configured PUBLIC_ORIGIN after listening', () => {
    const c = loadConfig({ PORT: '0', PUBLIC_ORIGIN: 'https://sidequest.kr' });
    adoptListeningPort(c, 41234);
    expect(c.allowedOrigins).toEqual(['https://sidequest.kr']);
    expect(c.PUBLIC_ORIGIN).toBe('https://sidequest.kr');
  });

  it('names our own sockets for the CSP, never a bare scheme', () => {
    expect(socketOrigins(loadConfig({ PUBLIC_ORIGIN: 'https://sidequest.kr' }))).toEqual([
      'wss://sidequest.kr',
    ]);
    expect(socketOrigins(loadConfig({ PORT: '4000' }))).toEqual([
      'ws://localhost:4000',
      'ws://127.0.0.1:4000',
    ]);
  });
});

describe('TRUST_PROXY', () => {
  it('takes a hop count: the peer and the next hops-1 entries are proxies', () => {
    const c = loadConfig({ TRUST_PROXY: '2' });
    expect(typeof c.TRUST_PROXY).toBe('function');
    const trust = c.TRUST_PROXY as (a: string, hop: number) => boolean;
    expect([0, 1, 2].map((hop) => trust('10.0.0.1', hop))).toEqual([true, true, false]);
  });

  it('takes the proxies’ addresses, CIDRs and named ranges', () => {
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1,::1,fd00::/8,loopback' }).TRUST_PROXY).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
    for (const off of ['', 'false', '0', 'no'])
      expect(loadConfig({ TRUST_PROXY: off }).TRUST_PROXY).toBe(false);
  });

  it('refuses true at start, saying in Korean and English what to set', () => {
    for (const value of ['true', 'TRUE', 'yes']) {
      let message = '';
      try {
        loadConfig({ TRUST_PROXY: value });
      } catch (err) {
        message = (err as Error).message;
      }
      expect(message).toMatch(/TRUST_PROXY: TRUST_PROXY=true는/);
      expect(message).toContain('프록시 단계 수(예: 1)');
      expect(message).toContain('Set TRUST_PROXY to the number of proxies');
    }
  });

  it('refuses an address it cannot read instead of trusting nobody silently', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'proxy.internal' })).toThrow(
      /알 수 없는 프록시 주소예요: proxy\.internal/,
    );
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(/TRUST_PROXY/);
  });
});

describe('IDENTITY_STANDIN', () => {
  it('is unset unless given, so the set-up decides', () => {
    expect(loadConfig({}).IDENTITY_STANDIN).toBeUndefined();
    expect(loadConfig({ IDENTITY_STANDIN: '' }).IDENTITY_STANDIN).toBeUndefined();
    expect(loadConfig({ IDENTITY_STANDIN: 'true' }).IDENTITY_STANDIN).toBe(true);
    expect(loadConfig({ IDENTITY_STANDIN: 'false' }).IDENTITY_STANDIN).toBe(false);
  });

  it('knows the embedded database and the demo', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://db/sq' }).embeddedDb).toBe(false);
    expect(loadConfig({}, { demo: true }).demo).toBe(true);
  });
});
