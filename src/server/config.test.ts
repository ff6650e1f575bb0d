import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, publicUrlWarning, shopOrigin, testConfig } from './config';

describe('loadConfig', () => {
  it('has working defaults for a fresh machine', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      PORT: 3000,
      HOST: '0.0.0.0',
      DATA_DIR: './data',
      SEED_DEMO: true,
    });
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it('treats empty strings as unset', () => {
    expect(loadConfig({ DATABASE_URL: '' }).DATABASE_URL).toBeUndefined();
  });

  it('lists every bad variable at once', () => {
    let error: unknown;
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', APP_SECRET: 'short' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const issues = (error as ConfigError).issues.join('\n');
    expect(issues).toMatch(/PORT/);
    expect(issues).toMatch(/DATABASE_URL/);
    expect(issues).toMatch(/APP_SECRET/);
  });
});

describe('TRUST_PROXY', () => {
  it('trusts no proxy by default: the socket address is the client', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '' }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
  });

  it.each([
    ['true', true],
    ['2', 2],
    ['10.0.0.1', ['10.0.0.1']],
    ['127.0.0.1, 10.0.0.0/8,fd00::/8', ['127.0.0.1', '10.0.0.0/8', 'fd00::/8']],
    ['loopback,uniquelocal', ['loopback', 'uniquelocal']],
  ])('reads %s as Fastify’s trustProxy %j', (value, expected) => {
    expect(loadConfig({ TRUST_PROXY: value }).TRUST_PROXY).toEqual(expected);
  });

  it.each(['yes', 'proxy.example', '10.0.0.0/33', '::1/129', '10.0.0.1/8/8', ',', '-1'])(
    'refuses %s',
    (value) => {
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY/);
    },
  );
});

describe('shopOrigin', () => {
  it('is PUBLIC_URL without a trailing slash, else the local address on PORT', () => {
    expect(shopOrigin(loadConfig({ PUBLIC_URL: 'https://shop.example/' }))).toBe(
      'https://shop.example',
    );
    expect(shopOrigin(loadConfig({}))).toBe('http://localhost:3000');
    expect(shopOrigin(loadConfig({ PORT: '8080' }))).toBe('http://localhost:8080');
    expect(shopOrigin(testConfig())).toBe('http://localhost:3000');
  });
});

describe('back-office first owner', () => {
  it('takes ADMIN_EMAIL and ADMIN_PASSWORD together, never one alone', () => {
    expect(
      loadConfig({ ADMIN_EMAIL: 'owner@shop.test', ADMIN_PASSWORD: 'twelve chars ok' }),
    ).toMatchObject({ ADMIN_EMAIL: 'owner@shop.test' });
    expect(() => loadConfig({ ADMIN_EMAIL: 'owner@shop.test' })).toThrow(/set both or neither/);
    expect(() => loadConfig({ ADMIN_EMAIL: 'owner@shop.test', ADMIN_PASSWORD: 'short' })).toThrow(
      /ADMIN_PASSWORD/,
    );
  });
});

describe('publicUrlWarning', () => {
  it('warns in production without PUBLIC_URL, naming the origin links will use', () => {
    const warning = publicUrlWarning(testConfig({ NODE_ENV: 'production', PORT: 8080 }));
    expect(warning).toContain('PUBLIC_URL is not set');
    expect(warning).toContain('http://localhost:8080');
  });

  it('is quiet with PUBLIC_URL, and outside production', () => {
    expect(
      publicUrlWarning(testConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://shop.example' })),
    ).toBeNull();
    expect(publicUrlWarning(testConfig({ NODE_ENV: 'development' }))).toBeNull();
  });
});

describe('online payment', () => {
  it('takes the Stripe keys together, a timeout in minutes (30 by default) and an API origin', () => {
    expect(loadConfig({}).PAYMENT_TIMEOUT_MINUTES).toBe(30);
    expect(
      loadConfig({
        STRIPE_SECRET_KEY: 'sk_test_123456',
        STRIPE_WEBHOOK_SECRET: 'whsec_123456',
        STRIPE_API_URL: 'http://127.0.0.1:12111',
        PAYMENT_TIMEOUT_MINUTES: '45',
      }),
    ).toMatchObject({ STRIPE_API_URL: 'http://127.0.0.1:12111', PAYMENT_TIMEOUT_MINUTES: 45 });
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_123456' })).toThrow(
      /set both or neither/,
    );
    expect(() => loadConfig({ STRIPE_API_URL: 'ftp://stripe' })).toThrow(/STRIPE_API_URL/);
    expect(() => loadConfig({ PAYMENT_TIMEOUT_MINUTES: '0' })).toThrow(/PAYMENT_TIMEOUT_MINUTES/);
  });
});

describe('KSeF', () => {
  it('is off without a token, production by default, and takes the test environment by URL', () => {
    const defaults = loadConfig({});
    expect(defaults.KSEF_TOKEN).toBeUndefined();
    expect(defaults.KSEF_API_URL).toBe('https://api.ksef.mf.gov.pl/v2');
    expect(defaults.KSEF_QR_URL).toBe('https://qr.ksef.mf.gov.pl');
    expect(
      loadConfig({
        KSEF_TOKEN: '20260101-EC-0123456789-ABCDEF0123-01|nip-5265877635|0a1b2c3d',
        KSEF_API_URL: 'https://api-test.ksef.mf.gov.pl/v2',
        KSEF_QR_URL: 'https://qr-test.ksef.mf.gov.pl',
      }),
    ).toMatchObject({
      KSEF_API_URL: 'https://api-test.ksef.mf.gov.pl/v2',
      KSEF_QR_URL: 'https://qr-test.ksef.mf.gov.pl',
    });
    expect(() => loadConfig({ KSEF_TOKEN: 'short' })).toThrow(/KSEF_TOKEN/);
    expect(() => loadConfig({ KSEF_API_URL: 'api.ksef.mf.gov.pl' })).toThrow(/KSEF_API_URL/);
    expect(() => loadConfig({ KSEF_QR_URL: 'https://qr.ksef.mf.gov.pl/invoice' })).toThrow(
      /KSEF_QR_URL/,
    );
  });

  it('never shows the token in its error list', () => {
    const token = '20260101-EC-0123456789-ABCDEF0123-01 with a space';
    expect(() => loadConfig({ KSEF_TOKEN: token })).toThrow(/KSEF_TOKEN/);
    try {
      loadConfig({ KSEF_TOKEN: token });
    } catch (error) {
      expect(String((error as Error).message)).not.toContain(token);
    }
  });
});
