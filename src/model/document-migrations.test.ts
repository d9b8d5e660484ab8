import { describe, expect, it } from 'vitest';
import { CURRENT_DOCUMENT_VERSION, type DocumentMigration, migrateDocument, type StoredDocument } from './document-migrations.ts';

const v1: StoredDocument = {
  elements: [{ id: 'n1', elType: 'widget', widgetType: 'nav-menu', settings: { menu: 'main-menu' }, elements: [] }],
  pageSettings: { hide_title: 'yes' },
};

/** Test-only steps: version 2 renames a setting, version 3 moves a page setting. */
const renameMenu: DocumentMigration = (doc) => ({
  ...doc,
  elements: doc.elements.map((el) => ({ ...el, settings: { ...el.settings, menu_location: el.settings.menu, menu: undefined } })),
});
const moveHideTitle: DocumentMigration = (doc) => {
  const { hide_title, ...rest } = doc.pageSettings;
  return { ...doc, pageSettings: { ...rest, title: { hidden: hide_title === 'yes' } } };
};

describe('document migrations', () => {
  it('starts at version 1, today’s shape, which needs no step', () => {
    expect(CURRENT_DOCUMENT_VERSION).toBe(1);
    expect(migrateDocument(v1, 1)).toEqual({ doc: v1, version: 1, isFromTheFuture: false });
  });

  it('runs every step from the stored version up, in order, without touching the stored document', () => {
    const before = structuredClone(v1);
    const out = migrateDocument(v1, 1, [renameMenu, moveHideTitle]);
    expect(out.version).toBe(3);
    expect(out.doc.elements[0].settings).toEqual({ menu_location: 'main-menu', menu: undefined });
    expect(out.doc.pageSettings).toEqual({ title: { hidden: true } });
    expect(v1).toEqual(before);
  });

  it('runs only the steps after the stored version', () => {
    const v2 = migrateDocument(v1, 1, [renameMenu]).doc;
    const out = migrateDocument(v2, 2, [renameMenu, moveHideTitle]);
    expect(out.doc.elements[0].settings.menu_location).toBe('main-menu');
    expect(out.doc.pageSettings).toEqual({ title: { hidden: true } });
  });

  it('leaves a document from a newer version as it is, and refuses a version that cannot exist', () => {
    expect(migrateDocument(v1, 5, [renameMenu])).toEqual({ doc: v1, version: 5, isFromTheFuture: true });
    expect(() => migrateDocument(v1, 0)).toThrow(/storedVersion/);
  });
});
