import { describe, expect, it } from 'vitest';
import { ADMIN_CAPS, capsOf, hasCap, isStaff } from './caps.ts';
import { pageAt } from './routes.ts';

describe('back-office capabilities', () => {
  it('gives statistics and form submissions to administrators and editors, privacy and payments to administrators only', () => {
    expect(capsOf('administrator')).toEqual(Object.keys(ADMIN_CAPS)); // every capability
    expect(capsOf('editor')).toEqual(expect.arrayContaining(['view_statistics', 'manage_submissions']));
    expect(hasCap('editor', 'manage_privacy')).toBe(false);
    expect(hasCap('editor', 'manage_payments')).toBe(false);
    for (const role of ['author', 'contributor', 'subscriber', 'owner', undefined]) expect(isStaff(role)).toBe(false);
  });

  it('knows its client routes, with or without a trailing slash', () => {
    expect(pageAt('/admin')).toBe('dashboard');
    expect(pageAt('/admin/')).toBe('dashboard');
    expect(pageAt('/admin/privacy/')).toBe('privacy');
    expect(pageAt('/admin/nothing')).toBeUndefined();
  });
});
