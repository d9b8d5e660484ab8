// What the account forms accept, with the message each refusal shows in the form. Plain functions
// (no zod) so the unit tests read as a table; the user repository checks its own rules again on insert.

/** WordPress's sanitize_user in strict mode allows these; we also require 3 to 60 of them. */
const USERNAME = /^[A-Za-z0-9._@-]{3,60}$/;
/** A practical address check: one @, a dotted domain, no spaces or angle brackets. */
const EMAIL = /^[^\s@<>()",;]{1,64}@[A-Za-z0-9](?:[A-Za-z0-9-]{0,62}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,62}[A-Za-z0-9])?)+$/;
/** Passwords every cracking list starts with; any password containing one of them is refused too. */
const COMMON = [
  'password',
  'qwerty',
  '123456',
  '12345678',
  'letmein',
  'welcome',
  'iloveyou',
  'admin',
  'abc123',
  'monkey',
  'dragon',
  'sunshine',
];

export const PASSWORD_MIN = 10;
export const PASSWORD_MAX = 200;

export function usernameProblem(user: string): string | undefined {
  if (!user) return 'Please choose a username.';
  if (!USERNAME.test(user)) return 'Usernames are 3 to 60 characters: letters, digits and . _ @ - only.';
  return undefined;
}

export function emailProblem(mail: string): string | undefined {
  if (!mail) return 'Please type your e-mail address.';
  if (mail.length > 254 || !EMAIL.test(mail)) return 'That e-mail address does not look right.';
  return undefined;
}

/**
 * A password is strong enough when it is long, mixes kinds of characters (or is very long: a
 * passphrase), and contains neither the username, the address's name, nor a well-known password.
 */
export function passwordProblem(pass: string, context: { user?: string; mail?: string } = {}): string | undefined {
  if (!pass) return 'Please choose a password.';
  if (pass.length < PASSWORD_MIN) return `Passwords need at least ${PASSWORD_MIN} characters.`;
  if (pass.length > PASSWORD_MAX) return `Passwords can have at most ${PASSWORD_MAX} characters.`;
  const lower = pass.toLowerCase();
  const personal = [context.user, context.mail?.split('@')[0]].filter((s): s is string => Boolean(s && s.length >= 3));
  if (personal.some((p) => lower.includes(p.toLowerCase()))) return 'The password must not contain your username or e-mail name.';
  if (COMMON.some((c) => lower.includes(c))) return 'That password is too easy to guess. Choose another.';
  const kinds = [/[a-z]/, /[A-Z]/, /[0-9]/, /[^A-Za-z0-9]/].filter((re) => re.test(pass)).length;
  if (new Set(pass).size < 5 || (kinds < 3 && pass.length < 16))
    return 'That password is too weak: mix upper and lower case letters, digits and symbols, or use a longer phrase.';
  return undefined;
}

/** Display name and nickname: optional, plain text, at most 100 characters. */
export function nameProblem(value: string, label: string): string | undefined {
  if (value.length > 100) return `${label} can have at most 100 characters.`;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f<>]/.test(value)) return `${label} cannot contain < > or control characters.`;
  return undefined;
}
