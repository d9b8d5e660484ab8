import { describe, expect, it } from 'vitest';
import { loggedInRule } from './logged-in.ts';
import { fakeContext } from '../../../test/helpers/popup-rules.ts';

describe('logged_in', () => {
  const visitor = fakeContext({ loggedIn: false });
  const editor = fakeContext({ loggedIn: true, roles: ['editor'] });
  const guest = fakeContext({ loggedIn: true, roles: ['subscriber'] });

  it('visitors not logged in always pass', () => {
    expect(loggedInRule({ logged_in_users: 'all' }, visitor)).toBe(true);
    expect(loggedInRule({ logged_in_users: 'custom', logged_in_roles: ['subscriber'] }, visitor)).toBe(true);
  });

  it('"all users" hides the popup from anyone logged in (the default)', () => {
    expect(loggedInRule({ logged_in_users: 'all' }, guest)).toBe(false);
    expect(loggedInRule({}, editor)).toBe(false);
  });

  it('otherwise hides it only for the listed roles', () => {
    const timing = { logged_in_users: 'custom', logged_in_roles: ['administrator', 'editor'] };
    expect(loggedInRule(timing, editor)).toBe(false);
    expect(loggedInRule(timing, guest)).toBe(true);
    expect(loggedInRule({ logged_in_users: 'custom' }, guest), 'no roles listed').toBe(true);
  });
});
