import { describe, expect, it } from 'vitest';
import { isStorageError, isUniqueViolation, markConnectFailure } from './storage-errors.ts';

const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('storage errors', () => {
  it('counts a failing disk, file or lock on SQLite as storage, and a constraint as data', () => {
    for (const code of ['SQLITE_FULL', 'SQLITE_IOERR_WRITE', 'SQLITE_READONLY', 'SQLITE_BUSY', 'SQLITE_CANTOPEN', 'SQLITE_CORRUPT'])
      expect(isStorageError(withCode(code)), code).toBe(true);
    for (const code of ['SQLITE_CONSTRAINT_UNIQUE', 'SQLITE_CONSTRAINT_NOTNULL', 'SQLITE_ERROR', 'SQLITE_FULLY_MADE_UP'])
      expect(isStorageError(withCode(code)), code).toBe(false);
    expect(isStorageError(new TypeError('The database connection is not open'))).toBe(true);
  });

  it('counts PostgreSQL outages as storage, and errors about the query or the data as not', () => {
    // terminated, cannot connect now, disk full, I/O error, connection failure, read-only, database gone, deadlock
    for (const code of ['57P01', '57P03', '53100', '58030', '08006', '25006', '3D000', '40P01'])
      expect(isStorageError(withCode(code)), code).toBe(true);
    // unique violation, syntax error, undefined column, check violation
    for (const code of ['23505', '42601', '42703', '23514']) expect(isStorageError(withCode(code)), code).toBe(false);
    expect(isStorageError(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isStorageError(new Error('Client has encountered a connection error and is not queryable'))).toBe(true);
    expect(isStorageError(withCode('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432'))).toBe(true);
  });

  it('counts any failed connection attempt as storage, and looks through causes', () => {
    // "database … is not currently accepting connections" is 55000, which elsewhere means a bug.
    expect(isStorageError(withCode('55000'))).toBe(false);
    expect(isStorageError(markConnectFailure(withCode('55000')))).toBe(true);
    expect(isStorageError(new Error('cannot prepare the database', { cause: withCode('SQLITE_FULL') }))).toBe(true);
    expect(isStorageError(new AggregateError([withCode('ECONNREFUSED')]))).toBe(true);
    expect(isStorageError(new Error('a bug'))).toBe(false);
    expect(isStorageError(undefined)).toBe(false);
  });

  it('takes only a unique index refusing a row for "already taken": a full disk is not one', () => {
    expect(isUniqueViolation(withCode('SQLITE_CONSTRAINT_UNIQUE'))).toBe(true);
    expect(isUniqueViolation(withCode('SQLITE_CONSTRAINT_PRIMARYKEY'))).toBe(true);
    expect(isUniqueViolation(withCode('23505'))).toBe(true);
    expect(isUniqueViolation(withCode('SQLITE_FULL'))).toBe(false);
    expect(isUniqueViolation(withCode('SQLITE_CONSTRAINT_NOTNULL'))).toBe(false);
    expect(isUniqueViolation(withCode('57P01'))).toBe(false);
    expect(isUniqueViolation(new Error('UNIQUE constraint failed: users.login'))).toBe(false);
  });
});
