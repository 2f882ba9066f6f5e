import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { AppError } from '../../lib/app-error.js';
import { ipv6ToBigInt, isPublicAddress } from './address-policy.js';
import { checkRemoteUrl } from './remote-fetch.js';

describe('isPublicAddress', () => {
  it.each([
    ['0.0.0.0', 'unspecified'],
    ['0.1.2.3', 'this network'],
    ['10.0.0.1', 'private 10/8'],
    ['10.255.255.255', 'private 10/8 end'],
    ['100.64.0.1', 'carrier-grade NAT start'],
    ['100.127.255.254', 'carrier-grade NAT end'],
    ['127.0.0.1', 'loopback'],
    ['127.255.255.254', 'loopback end'],
    ['169.254.169.254', 'cloud metadata (link-local)'],
    ['172.16.0.1', 'private 172.16/12'],
    ['172.31.255.255', 'private 172.16/12 end'],
    ['192.0.0.8', 'IETF assignments'],
    ['192.0.2.10', 'TEST-NET-1'],
    ['192.88.99.1', '6to4 relay'],
    ['192.168.1.1', 'private 192.168/16'],
    ['198.18.0.1', 'benchmarking'],
    ['198.19.255.255', 'benchmarking end'],
    ['198.51.100.7', 'TEST-NET-2'],
    ['203.0.113.9', 'TEST-NET-3'],
    ['224.0.0.251', 'multicast'],
    ['239.255.255.250', 'multicast end'],
    ['240.0.0.1', 'reserved'],
    ['255.255.255.255', 'broadcast'],
  ])('refuses IPv4 %s (%s)', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each([
    ['::', 'unspecified'],
    ['::1', 'loopback'],
    ['0:0:0:0:0:0:0:1', 'loopback, long form'],
    ['[::1]', 'loopback as a URL writes it'],
    ['::ffff:127.0.0.1', 'IPv4-mapped loopback'],
    ['::ffff:7f00:1', 'IPv4-mapped loopback in hex'],
    ['::ffff:8.8.8.8', 'IPv4-mapped, even of a public address'],
    ['::127.0.0.1', 'IPv4-compatible'],
    ['64:ff9b::a9fe:a9fe', 'NAT64 of the metadata address'],
    ['100::1', 'discard prefix'],
    ['fc00::1', 'unique local'],
    ['fd12:3456:789a::1', 'unique local (fd)'],
    ['fe80::1', 'link-local'],
    ['fe80::1%eth0', 'link-local with a zone'],
    ['fec0::1', 'site-local'],
    ['ff02::1', 'multicast'],
    ['2001:db8::1', 'documentation'],
    ['2001:0:4136:e378:8000:63bf:3fff:fdd2', 'Teredo'],
    ['2002:7f00:1::1', '6to4 wrapping 127.0.0.1'],
    ['3fff::1', 'documentation (new)'],
  ])('refuses IPv6 %s (%s)', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each([
    '8.8.8.8',
    '1.1.1.1',
    '211.249.220.24',
    '172.32.0.1',
    '100.128.0.1',
    '2404:6800:4004:80a::200e',
    '2606:4700::1111',
  ])('accepts the public address %s', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });

  it('refuses what is not an address at all', () => {
    for (const text of ['', 'localhost', 'example.com', '1.2.3', '999.1.1.1', '::g']) {
      expect(isPublicAddress(text), text).toBe(false);
    }
  });

  it('reads every IPv6 spelling to the same number', () => {
    expect(ipv6ToBigInt('::1')).toBe(1n);
    expect(ipv6ToBigInt('0:0:0:0:0:0:0:1')).toBe(1n);
    expect(ipv6ToBigInt('::ffff:127.0.0.1')).toBe(ipv6ToBigInt('::ffff:7f00:1'));
    expect(ipv6ToBigInt('2001:db8::')).toBe(0x20010db8n << 96n);
  });
});

describe('checkRemoteUrl', () => {
  const refused = (url: string, policy = {}) => {
    try {
      checkRemoteUrl(url, policy);
    } catch (err) {
      expect(err).toBeInstanceOf(AppError);
      expect((err as AppError).code).toBe('VALIDATION');
      expect((err as AppError).message).toMatch(/[가-힣]/);
      return true;
    }
    return false;
  };

  it.each([
    'https://127.0.0.1/a.png',
    'https://2130706433/a.png', // decimal
    'https://0x7f000001/a.png', // hex
    'https://0177.0.0.1/a.png', // octal
    'https://0x7f.1/a.png', // short hex
    'https://127.1/a.png', // short dotted
    'https://[::1]/a.png',
    'https://[::ffff:127.0.0.1]/a.png',
    'https://[::ffff:a9fe:a9fe]/a.png',
    'https://169.254.169.254/latest/meta-data/',
    'https://0/a.png',
    'https://10.1.2.3/a.png',
  ])('refuses %s, however the address is spelled', (url) => {
    expect(refused(url)).toBe(true);
  });

  it.each([
    'http://example.com/a.png', // plain http
    'ftp://example.com/a.png',
    'file:///etc/passwd',
    'https://example.com:8443/a.png', // another port
    'https://user:secret@example.com/a.png',
    'not a url',
    '/uploads/x.png',
  ])('refuses %s', (url) => {
    expect(refused(url)).toBe(true);
  });

  it('accepts a public https address and drops the fragment', () => {
    expect(checkRemoteUrl(' https://images.example.com/cat.png?w=2#top ').href).toBe(
      'https://images.example.com/cat.png?w=2',
    );
    expect(checkRemoteUrl('https://images.example.com:443/cat.png').href).toBe(
      'https://images.example.com/cat.png',
    );
  });

  it('lets a test origin through only when it is named exactly', () => {
    const policy = { testOrigins: ['http://127.0.0.1:4321'] };
    expect(checkRemoteUrl('http://127.0.0.1:4321/cat.png', policy).href).toBe(
      'http://127.0.0.1:4321/cat.png',
    );
    expect(refused('http://127.0.0.1:4322/cat.png', policy)).toBe(true);
    expect(refused('http://localhost:4321/cat.png', policy)).toBe(true);
    expect(refused('http://127.0.0.1:4321/cat.png')).toBe(true);
  });
});

describe('the test-only fetch allowance', () => {
  it('is refused when the server runs in production', () => {
    const env = { TEST_ONLY_FETCH_ALLOW_ORIGINS: 'http://127.0.0.1:4321', DATA_DIR: '/tmp/sq-never-created' };
    expect(() => loadConfig({ ...env, NODE_ENV: 'production' })).toThrow(/TEST_ONLY_FETCH_ALLOW_ORIGINS/);
    expect(loadConfig({ ...env, NODE_ENV: 'test' }).TEST_ONLY_FETCH_ALLOW_ORIGINS).toEqual([
      'http://127.0.0.1:4321',
    ]);
    expect(
      loadConfig({ NODE_ENV: 'test', DATA_DIR: '/tmp/sq-never-created' }).TEST_ONLY_FETCH_ALLOW_ORIGINS,
    ).toEqual([]);
  });
});
