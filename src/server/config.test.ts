import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('serves the demo on SQLite at port 3000 by default, one process, no proxy trusted', () => {
    expect(loadConfig({})).toEqual({
      port: 3000,
      host: '0.0.0.0',
      databaseUrl: undefined,
      baseUrl: undefined,
      allowedHosts: [],
      logLevel: 'info',
      pageCache: true,
      pageCacheMb: 64,
      cdnMaxAge: 0,
      workers: 1,
      trustProxy: false,
      smtpUrl: undefined,
      mailFrom: undefined,
      // Beside the default database, outside anything served.
      formUploadsDir: resolve('data', 'form-uploads'),
    });
  });

  it('reads every variable and trims a trailing slash from BASE_URL', () => {
    const c = loadConfig({
      PORT: '8080',
      HOST: '127.0.0.1',
      DATABASE_URL: 'postgres://foyer:secret@db:5432/foyer',
      BASE_URL: 'https://hotel.example/',
      LOG_LEVEL: 'warn',
      PAGE_CACHE: '0',
      PAGE_CACHE_MB: '16',
      CDN_MAX_AGE: '300',
      FOYER_WORKERS: '2',
      TRUST_PROXY: '1',
      ALLOWED_HOSTS: 'Hotel.example, www.hotel.example:8443,',
    });
    expect(c).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      baseUrl: 'https://hotel.example',
      allowedHosts: ['hotel.example', 'www.hotel.example:8443'],
      pageCache: false,
      pageCacheMb: 16,
      cdnMaxAge: 300,
      workers: 2,
      trustProxy: 1,
    });
  });

  it('reads TRUST_PROXY as a hop count or a list of proxy addresses, never as "trust every hop"', () => {
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: ' 10.0.0.0/8, 192.0.2.7,loopback ' }).trustProxy).toEqual(['10.0.0.0/8', '192.0.2.7', 'loopback']);
    for (const bad of ['true', 'yes', '10.0.0.0/99', 'proxy.internal', ','])
      expect(() => loadConfig({ TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY: .* neither a hop count .* nor a list of proxy addresses/);
  });

  it('names the variable that is wrong, and never echoes a database password', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/Invalid configuration: PORT/);
    expect(() => loadConfig({ FOYER_WORKERS: '0' })).toThrow(/FOYER_WORKERS/);
    expect(() => loadConfig({ PAGE_CACHE_MB: '0' })).toThrow(/PAGE_CACHE_MB/);
    expect(() => loadConfig({ CDN_MAX_AGE: '-1' })).toThrow(/CDN_MAX_AGE/);
    expect(() => loadConfig({ BASE_URL: 'javascript:alert(1)' })).toThrow(/BASE_URL: must be an http/);
    expect(() => loadConfig({ ALLOWED_HOSTS: 'hotel.example,https://hotel.example' })).toThrow(
      /ALLOWED_HOSTS: "https:\/\/hotel.example" is not a host or host:port/,
    );
    expect(() => loadConfig({ DATABASE_URL: 'mysql://root:hunter2@db/foyer' })).toThrow(
      /DATABASE_URL must be unset, sqlite:PATH or postgres/,
    );
    expect(() => loadConfig({ DATABASE_URL: 'mysql://root:hunter2@db/foyer' })).not.toThrow(/hunter2/);
    expect(() => loadConfig({ SMTP_URL: 'http://mail:hunter2@mx.example' })).toThrow(/SMTP_URL: must be an smtp/);
    expect(() => loadConfig({ SMTP_URL: 'http://mail:hunter2@mx.example' })).not.toThrow(/hunter2/);
    expect(loadConfig({ SMTP_URL: 'smtps://mail:pw@mx.example:465' }).smtpUrl).toBe('smtps://mail:pw@mx.example:465');
  });
});
