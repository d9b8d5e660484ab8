import { describe, expect, it } from 'vitest';
import { importConditions } from './import-conditions.ts';

describe('importConditions', () => {
  it('takes the flag first, then the export, then the kind’s default', () => {
    const exported = [{ type: 'include', name: 'archive', sub_name: 'search', sub_id: '' }];
    expect(importConditions({ flag: 'include/singular/page/7, exclude/singular/front_page', exported, templateType: 'header' })).toEqual({
      ok: true,
      conditions: ['include/singular/page/7', 'exclude/singular/front_page'],
      isDefault: false,
    });
    expect(importConditions({ exported, templateType: 'archive' })).toEqual({
      ok: true,
      conditions: ['include/archive/search'],
      isDefault: false,
    });
    expect(importConditions({ templateType: 'footer' })).toEqual({ ok: true, conditions: ['include/general'], isDefault: true });
    expect(importConditions({ docType: 'error-404', templateType: 'single' })).toMatchObject({
      conditions: ['include/singular/not_found404'],
    });
    expect(importConditions({ templateType: 'single' })).toMatchObject({ conditions: [] });
  });

  it('refuses conditions Foyer does not understand, saying which and what they look like', () => {
    const result = importConditions({ flag: 'include/general,include/singular/room,everywhere', templateType: 'header' });
    expect(result.ok).toBe(false);
    expect(!result.ok && result.message).toMatch(/"include\/singular\/room": .*unknown condition "room".*"everywhere"/);
    expect(!result.ok && result.message).toMatch(/^Display conditions must look like include\/general/);
  });
});
