import { authApi, mainApi } from '@sidequest/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../test/i18n';
import { ApiError, callApi, toApiError, transport } from './api';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

let fetchMock: ReturnType<typeof vi.fn>;
const original = transport.fetch;

beforeEach(() => {
  fetchMock = vi.fn();
  transport.fetch = fetchMock as unknown as typeof transport.fetch;
});

afterEach(() => {
  transport.fetch = original;
});

async function failure(p: Promise<unknown>): Promise<ApiError> {
  try {
    await p;
  } catch (err) {
    expect(err).toBeInstanceOf(ApiError);
    return err as ApiError;
  }
  throw new Error('expected the call to fail');
}

describe('callApi', () => {
  it('posts JSON with the session cookie and returns the success payload', async () => {
    fetchMock.mockResolvedValue(json(200, { result: 'success', banner_info: [] }));
    const res = await callApi(mainApi.banner, { body: {} });
    expect(res.banner_info).toEqual([]);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/main/banner');
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('include');
    expect(init.body).toBe('{}');
    expect((init.headers as Record<string, string>)['Content-Type']).toBe('application/json');
  });

  it('fills path parameters and sends GET without a body', async () => {
    fetchMock.mockResolvedValue(json(200, { result: 'success', kind: 'nickname', available: true }));
    await callApi(authApi.validateUser, { params: { value: '메이커 김' } });
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe(`/api/validation/user/${encodeURIComponent('메이커 김')}`);
    expect(init.method).toBe('GET');
    expect(init.body).toBeUndefined();
  });

  it('parses a coded failure with per-field messages', async () => {
    fetchMock.mockResolvedValue(
      json(409, {
        result: 'fail',
        code: 'DUPLICATE_NICKNAME',
        message: '이미 사용 중인 닉네임이에요. 다른 닉네임을 입력해 주세요.',
        fields: { nickname: '이미 사용 중인 닉네임이에요.' },
      }),
    );
    const err = await failure(
      callApi(authApi.register, {
        body: {
          email: 'a@b.kr',
          password: 'abcd1234',
          nickname: '메이커',
          agree_age: true,
          agree_terms: true,
          agree_privacy: true,
        },
      }),
    );
    expect(err.code).toBe('DUPLICATE_NICKNAME');
    expect(err.status).toBe(409);
    expect(err.message).toBe('이미 사용 중인 닉네임이에요. 다른 닉네임을 입력해 주세요.');
    expect(err.fields).toEqual({ nickname: '이미 사용 중인 닉네임이에요.' });
  });

  it('treats result "fail" as a failure even with HTTP 200', async () => {
    fetchMock.mockResolvedValue(json(200, { result: 'fail', code: 'E001', message: '로그인이 필요해요.' }));
    const err = await failure(callApi(authApi.sessionCheck, { body: {} }));
    expect(err.code).toBe('E001');
    expect(err.isUnauthorized).toBe(true);
  });

  it('turns a network failure into E004 with a Korean message', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const err = await failure(callApi(mainApi.ad, { body: {} }));
    expect(err.code).toBe('E004');
    expect(err.status).toBe(0);
    expect(err.isNetwork).toBe(true);
    expect(err.message).toMatch(/네트워크/);
  });

  it('turns a non-JSON error page into E004 with the HTTP status', async () => {
    fetchMock.mockResolvedValue(new Response('<html>Bad Gateway</html>', { status: 502 }));
    const err = await failure(callApi(mainApi.ad, { body: {} }));
    expect(err.code).toBe('E004');
    expect(err.status).toBe(502);
    expect(err.message).toMatch(/[가-힣]/);
  });

  it('rejects a success answer that breaks the contract (development check)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    fetchMock.mockResolvedValue(json(200, { result: 'success', banner_info: 'nope' }));
    const err = await failure(callApi(mainApi.banner, { body: {} }));
    expect(err.code).toBe('E004');
  });
});

describe('toApiError', () => {
  it('keeps a readable message from an unknown code', () => {
    const err = toApiError(418, { result: 'fail', code: 'TEAPOT', message: '주전자예요' });
    expect(err.code).toBe('TEAPOT');
    expect(err.message).toBe('주전자예요');
  });

  it('maps an empty 429 to RATE_LIMITED', () => {
    expect(toApiError(429, null).code).toBe('RATE_LIMITED');
  });
});
