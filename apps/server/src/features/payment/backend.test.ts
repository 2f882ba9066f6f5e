import { describe, expect, it } from 'vitest';
import { paymentMode } from './backend.js';

const keys = { PORTONE_API_SECRET: 's', PORTONE_STORE_ID: 'store', PORTONE_CHANNEL_KEY: 'channel' };
const live = { NODE_ENV: 'production', embeddedDb: false, demo: false } as const;
const base = {
  PORTONE_API_SECRET: undefined,
  PORTONE_STORE_ID: undefined,
  PORTONE_CHANNEL_KEY: undefined,
  PAYMENT_STANDIN: undefined,
};

describe('paymentMode', () => {
  it('takes real payments only with secret, store and channel', () => {
    expect(paymentMode({ ...base, ...live, ...keys })).toBe('portone');
    expect(paymentMode({ ...base, ...live, ...keys, PORTONE_CHANNEL_KEY: undefined })).toBe('off');
  });

  it('runs the stand-in where someone is trying the product, never silently in production', () => {
    expect(paymentMode({ ...base, ...live, NODE_ENV: 'development' })).toBe('standin');
    expect(paymentMode({ ...base, ...live, NODE_ENV: 'test' })).toBe('standin');
    expect(paymentMode({ ...base, ...live, embeddedDb: true })).toBe('standin');
    expect(paymentMode({ ...base, ...live, demo: true })).toBe('standin');
    expect(paymentMode({ ...base, ...live })).toBe('off');
  });

  it('obeys PAYMENT_STANDIN either way', () => {
    expect(paymentMode({ ...base, ...live, ...keys, PAYMENT_STANDIN: true })).toBe('standin');
    expect(paymentMode({ ...base, ...live, NODE_ENV: 'development', PAYMENT_STANDIN: false })).toBe('off');
  });
});
