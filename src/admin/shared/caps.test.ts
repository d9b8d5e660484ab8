import { describe, expect, it } from 'vitest';
import { capsOf, hasCap, isStaff } from './caps.ts';
import { pageAt } from './routes.ts';

describe('back-office capabilities', () => {
  it('gives statistics to administrators and editors, privacy to administrators only', () => {
    expect(capsOf('administrator')).toEqual(['view_statistics', 'manage_privacy']);
    expect(capsOf('editor')).toEqual(['view_statistics']);
    expect(hasCap('editor', 'manage_privacy')).toBe(false);
    for (const role of ['author', 'contributor', 'subscriber', 'owner', undefined]) expect(isStaff(role)).toBe(false);
  });

  it('knows its client routes, with or without a trailing slash', () => {
    expect(pageAt('/admin')).toBe('dashboard');
    expect(pageAt('/admin/')).toBe('dashboard');
    expect(pageAt('/admin/privacy/')).toBe('privacy');
    expect(pageAt('/admin/nothing')).toBeUndefined();
  });
});
