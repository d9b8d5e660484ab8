// Upgrades stored documents written under an older document contract (Puck's `migrate`). Version 1 is
// the Elementor shape Foyer stored from the start; each later version adds one step here, and a
// document read at an older version is upgraded in memory, then stored upgraded on its next save.
import type { ElementNode } from './element.ts';

export interface StoredDocument {
  elements: ElementNode[];
  pageSettings: Record<string, unknown>;
}

/** Upgrades a document of version N to N + 1. Pure: returns a new document, never edits its input. */
export type DocumentMigration = (doc: StoredDocument) => StoredDocument;

/**
 * Step i turns version i + 1 into i + 2. Append only: a stored version number names a place in this
 * list. None yet: nothing has changed since version 1.
 */
export const DOCUMENT_MIGRATIONS: readonly DocumentMigration[] = [];

export const CURRENT_DOCUMENT_VERSION = DOCUMENT_MIGRATIONS.length + 1;

export interface MigratedDocument {
  doc: StoredDocument;
  version: number;
  /** The stored version is newer than this code knows (a rolled-back deploy): rendered as it is. */
  isFromTheFuture: boolean;
}

export function migrateDocument(
  doc: StoredDocument,
  storedVersion: number,
  steps: readonly DocumentMigration[] = DOCUMENT_MIGRATIONS,
): MigratedDocument {
  const current = steps.length + 1;
  if (!Number.isInteger(storedVersion) || storedVersion < 1)
    throw new Error(`storedVersion must be a version from 1 up; got ${storedVersion}`);
  if (storedVersion > current) return { doc, version: storedVersion, isFromTheFuture: true };
  let out = doc;
  for (let v = storedVersion; v < current; v++) out = steps[v - 1](out);
  return { doc: out, version: current, isFromTheFuture: false };
}
