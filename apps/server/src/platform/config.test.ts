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
