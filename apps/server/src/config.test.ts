import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

const PUBLIC_URL = 'https://grant.example.org';

describe('loadConfig', () => {
  it('has safe defaults: port 3000, ./data, embedded database with demo data, no admin', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.dataDir).toMatch(/data$/);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.demoData).toBe(true);
    expect(config.admin).toBeUndefined();
    expect(config.trustProxy).toBe(false);
  });

  it('honours PORT, DATA_DIR, DATABASE_URL, ADMIN_EMAIL and ADMIN_PASSWORD', () => {
    const config = loadConfig({
      PORT: '4100',
      DATA_DIR: '/tmp/grant-data',
      DATABASE_URL: 'postgres://u@localhost:5432/db',
      ADMIN_EMAIL: 'boss@example.org',
      ADMIN_PASSWORD: 'Boss1234',
    });
    expect(config.port).toBe(4100);
    expect(config.dataDir).toBe('/tmp/grant-data');
    expect(config.databaseUrl).toBe('postgres://u@localhost:5432/db');
    expect(config.admin).toEqual({ email: 'boss@example.org', password: 'Boss1234' });
  });

  it('turns demo data off with a real database, in production, or with DEMO_DATA=0', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://u@localhost/db' }).demoData).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', PUBLIC_URL }).demoData).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', PUBLIC_URL, DEMO_DATA: '1' }).demoData).toBe(false);
    expect(loadConfig({ DEMO_DATA: '0' }).demoData).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://u@localhost/db', DEMO_DATA: '1' }).demoData).toBe(true);
  });

  it('refuses a bad value with a message naming the variable', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DEMO_DATA: 'maybe' })).toThrow(/DEMO_DATA/);
    expect(() => loadConfig({ ADMIN_EMAIL: 'boss@example.org' })).toThrow(/ADMIN_EMAIL and ADMIN_PASSWORD/);
  });

  it('refuses to start in production without PUBLIC_URL, with a message that says why', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/PUBLIC_URL: is required in production/);
    expect(loadConfig({ NODE_ENV: 'production', PUBLIC_URL: `${PUBLIC_URL}/` }).publicUrl).toBe(PUBLIC_URL);
    expect(() => loadConfig({ PUBLIC_URL: 'grant.example.org' })).toThrow(/PUBLIC_URL/);
  });

  it('builds links on the address the server listens on when PUBLIC_URL is unset (development, tests)', () => {
    expect(loadConfig({}).publicUrl).toBe('http://localhost:3000');
    expect(loadConfig({ PORT: '4100', HOST: '127.0.0.1' }).publicUrl).toBe('http://127.0.0.1:4100');
    expect(loadConfig({ HOST: '::' }).publicUrl).toBe('http://localhost:3000');
    expect(loadConfig({ HOST: '::1' }).publicUrl).toBe('http://[::1]:3000');
  });

  it('keeps reads 5 s unless READ_CACHE_MS says otherwise; 0 turns the read cache off', () => {
    expect(loadConfig({}).readCacheMs).toBe(5000);
    expect(loadConfig({ READ_CACHE_MS: '2500' }).readCacheMs).toBe(2500);
    expect(loadConfig({ READ_CACHE_MS: '0' }).readCacheMs).toBe(0);
    expect(() => loadConfig({ READ_CACHE_MS: '-1' })).toThrow(/READ_CACHE_MS/);
    expect(() => loadConfig({ READ_CACHE_MS: 'soon' })).toThrow(/READ_CACHE_MS/);
  });

  it('caps alerts at 3 a week unless ALERTS_PER_WEEK says otherwise, up to the 10 alert times a donor row keeps', () => {
    expect(loadConfig({}).alerts.weeklyCap).toBe(3);
    expect(loadConfig({ ALERTS_PER_WEEK: '10' }).alerts.weeklyCap).toBe(10);
    expect(() => loadConfig({ ALERTS_PER_WEEK: '11' })).toThrow(/ALERTS_PER_WEEK: must be at most 10/);
    expect(() => loadConfig({ ALERTS_PER_WEEK: '0' })).toThrow(/ALERTS_PER_WEEK/);
  });

  it('waits 120 days between donations unless DONATION_INTERVAL_DAYS says otherwise', () => {
    expect(loadConfig({}).donationIntervalDays).toBe(120);
    expect(loadConfig({ DONATION_INTERVAL_DAYS: '90' }).donationIntervalDays).toBe(90);
    expect(() => loadConfig({ DONATION_INTERVAL_DAYS: '0' })).toThrow(/DONATION_INTERVAL_DAYS/);
    expect(() => loadConfig({ DONATION_INTERVAL_DAYS: 'soon' })).toThrow(/DONATION_INTERVAL_DAYS/);
  });
});
