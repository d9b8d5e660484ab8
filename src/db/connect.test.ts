import { describe, expect, it } from 'vitest';
import { DEFAULT_SQLITE_PATH, describeDatabaseUrl, redactUrl } from './connect.ts';

describe('database URLs', () => {
  it('maps unset, sqlite: and postgres:// to a dialect and target', () => {
    expect(describeDatabaseUrl(undefined)).toEqual({ dialect: 'sqlite', target: DEFAULT_SQLITE_PATH });
    expect(describeDatabaseUrl('sqlite:/var/lib/foyer/site.db')).toEqual({ dialect: 'sqlite', target: '/var/lib/foyer/site.db' });
    expect(describeDatabaseUrl('sqlite:')).toEqual({ dialect: 'sqlite', target: DEFAULT_SQLITE_PATH });
    expect(describeDatabaseUrl('postgresql://u@h/db').dialect).toBe('postgres');
    expect(() => describeDatabaseUrl('mysql://u@h/db')).toThrow(/must be unset, sqlite:PATH or postgres/);
  });

  it('hides the password when the URL is logged', () => {
    expect(redactUrl('postgres://foyer:s3cret@db:5432/foyer')).toBe('postgres://foyer:***@db:5432/foyer');
    expect(redactUrl('postgres://foyer@db/foyer')).toBe('postgres://foyer@db/foyer');
  });
});
