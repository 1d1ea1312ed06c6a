import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';

describe('DATABASE_POOL_SIZE', () => {
  it('defaults to 20 connections a process', () => {
    expect(loadConfig({}).databasePoolSize).toBe(20);
  });

  it('takes a positive whole number', () => {
    expect(loadConfig({ DATABASE_POOL_SIZE: '8' }).databasePoolSize).toBe(8);
  });

  it('refuses a pool of none, a negative or a fraction, naming the variable', () => {
    expect(() => loadConfig({ DATABASE_POOL_SIZE: '0' })).toThrow(
      'DATABASE_POOL_SIZE must be at least 1',
    );
    expect(() => loadConfig({ DATABASE_POOL_SIZE: '-3' })).toThrow(
      'DATABASE_POOL_SIZE must be a non-negative integer',
    );
    expect(() => loadConfig({ DATABASE_POOL_SIZE: '2.5' })).toThrow(/DATABASE_POOL_SIZE/);
  });
});

// Issue 25: a plain start on PostgreSQL handed out wallet money through the sandbox's Pay.
describe('PAYMENT_SANDBOX', () => {
  const sandbox = (env: Record<string, string>) => loadConfig(env).payments.sandboxEnabled;
  it('is on for the embedded demo, off on PostgreSQL and in production', () => {
    expect(sandbox({})).toBe(true);
    expect(sandbox({ DATABASE_URL: 'postgres://db/wander' })).toBe(false);
    expect(sandbox({ NODE_ENV: 'production' })).toBe(false);
  });
  it('is what PAYMENT_SANDBOX says when it is set', () => {
    expect(sandbox({ DATABASE_URL: 'postgres://db/wander', PAYMENT_SANDBOX: 'true' })).toBe(true);
    expect(sandbox({ PAYMENT_SANDBOX: 'false' })).toBe(false);
  });
});

// The Demo Supplier hands out made-up eSIMs at no cost: only on the embedded demo, or when said.
describe('SUPPLY_DEMO', () => {
  const demo = (env: Record<string, string>) => loadConfig(env).supply.demoSupplier;
  it('is on for the embedded demo, off on PostgreSQL and in production', () => {
    expect(demo({})).toBe(true);
    expect(demo({ DATABASE_URL: 'postgres://db/wander' })).toBe(false);
    expect(demo({ NODE_ENV: 'production' })).toBe(false);
  });
  it('is what SUPPLY_DEMO says when it is set', () => {
    expect(demo({ DATABASE_URL: 'postgres://db/wander', SUPPLY_DEMO: 'true' })).toBe(true);
    expect(demo({ SUPPLY_DEMO: 'false' })).toBe(false);
  });
});

describe('SUPPLY_SYNC_MINUTES', () => {
  it('syncs every provider hourly unless told otherwise', () => {
    expect(loadConfig({}).supply.syncMinutes).toBe(60);
    expect(loadConfig({ SUPPLY_SYNC_MINUTES: '15' }).supply.syncMinutes).toBe(15);
  });
});

// A reverse proxy's X-Forwarded-For is trusted for the proxy's own hop only, never for any hop.
describe('RATES_SOURCE', () => {
  it('fetches no rates unless told (tests and the demo seed their own)', () => {
    expect(loadConfig({}).rates.source).toBe('none');
    expect(loadConfig({ NODE_ENV: 'production' }).rates.source).toBe('none');
  });
  it("takes ecb, with the ECB's folder or RATES_ECB_URL's (a local fake)", () => {
    expect(loadConfig({ RATES_SOURCE: 'ECB' }).rates).toEqual({
      source: 'ecb',
      ecbUrl: 'https://www.ecb.europa.eu/stats/eurofxref/',
    });
    const local = loadConfig({ RATES_SOURCE: 'ecb', RATES_ECB_URL: 'http://127.0.0.1:9/ecb' });
    expect(local.rates.ecbUrl).toBe('http://127.0.0.1:9/ecb/');
  });
  it('refuses a source it does not know', () => {
    expect(() => loadConfig({ RATES_SOURCE: 'fixer' })).toThrow('RATES_SOURCE must be ecb or none');
  });
});

describe('TRUST_PROXY', () => {
  const trust = (value?: string) =>
    loadConfig(value === undefined ? {} : { TRUST_PROXY: value }).trustProxy;
  it('trusts no proxy when unset or 0', () => {
    expect(trust()).toBe(false);
    expect(trust('')).toBe(false);
    expect(trust('0')).toBe(false);
  });
  it('takes a hop count: 1 is the one proxy in front', () => {
    expect(trust('1')).toBe(1);
    expect(trust('2')).toBe(2);
  });
  it("takes the proxy's addresses and networks, comma-separated", () => {
    expect(trust('10.0.0.5, 10.1.0.0/16,::1')).toEqual(['10.0.0.5', '10.1.0.0/16', '::1']);
    expect(trust('loopback')).toEqual(['loopback']);
  });
  it('refuses "any" proxy and what is neither a count nor an address', () => {
    for (const value of ['true', 'any', '*', 'yes', 'proxy.local', '10.0.0.0/40', '-1', '1.5']) {
      expect(() => trust(value), value).toThrow(/TRUST_PROXY/);
    }
  });
});

describe('METRICS_TOKEN', () => {
  it('opens nothing when unset', () => {
    expect(loadConfig({}).metricsToken).toBeUndefined();
    expect(loadConfig({ METRICS_TOKEN: '' }).metricsToken).toBeUndefined();
  });
  it('takes a token of 16 characters or more, and refuses a shorter one', () => {
    expect(loadConfig({ METRICS_TOKEN: 'a'.repeat(16) }).metricsToken).toBe('a'.repeat(16));
    expect(() => loadConfig({ METRICS_TOKEN: 'short-token' })).toThrow(
      'METRICS_TOKEN must be at least 16 characters',
    );
  });
});

describe('JWT keys from an env file', () => {
  it('takes a PEM written on one line with \\n for its line breaks', () => {
    const pem = '-----BEGIN PUBLIC KEY-----\nMCowBQYDK2VwAyEA\n-----END PUBLIC KEY-----';
    const oneLine = pem.replace(/\n/g, '\\n');
    expect(loadConfig({ JWT_PUBLIC_KEY: oneLine }).jwtPublicKey).toBe(pem);
    expect(loadConfig({ JWT_PUBLIC_KEY: pem }).jwtPublicKey).toBe(pem);
  });
});
