// The `payments` site setting: the addresses the server talks to and the write-only secrets (Stripe's
// keys and webhook signing secrets). Read on every payment (one small row), so a key changed in the
// back office applies to the next click. The secrets are returned only to the server's own payment
// code; the back office gets `secretsSet`, never a value, and nothing here logs them.
import type { Kysely } from 'kysely';
import { checkSettings, type FieldErrors } from '../contracts/settings/check.ts';
import { storedSettingsSchema } from '../contracts/settings/parse.ts';
import {
  PAYMENT_SECRET_NAMES,
  type PaymentSecretName,
  type PaymentSecrets,
  type PaymentSettings,
  paymentSecretsDeclaration,
  paymentSettingsDeclaration,
  serviceUrlProblem,
} from '../contracts/settings/payments.ts';
import { getSetting, setSetting } from '../db/repositories/settings.ts';
import type { Database } from '../db/schema.ts';

export const PAYMENTS_SETTING_KEY = 'payments';

export type StoredPayments = PaymentSettings & PaymentSecrets;

const storedSchema = storedSettingsSchema<StoredPayments>([...paymentSettingsDeclaration.controls, ...paymentSecretsDeclaration.controls]);

export async function readPayments(db: Kysely<Database>): Promise<StoredPayments> {
  const stored = storedSchema.parse(await getSetting<unknown>(db, PAYMENTS_SETTING_KEY));
  // An address edited outside the form (or under older rules) that the server may not use reads as its default.
  for (const control of paymentSettingsDeclaration.controls) {
    const name = control.name;
    if (serviceUrlProblem(stored[name])) stored[name] = control.default;
  }
  return stored;
}

export function secretsSet(stored: StoredPayments): Record<PaymentSecretName, boolean> {
  return Object.fromEntries(PAYMENT_SECRET_NAMES.map((name) => [name, stored[name] !== ''])) as Record<PaymentSecretName, boolean>;
}

export function publicSettings(stored: StoredPayments): PaymentSettings {
  return Object.fromEntries(paymentSettingsDeclaration.controls.map((c) => [c.name, stored[c.name]])) as PaymentSettings;
}

export type PaymentsWriteResult = { ok: true; stored: StoredPayments } | { ok: false; errors: FieldErrors };

/**
 * Checks the whole settings form and each secret given (a string sets it, null removes it, absent
 * keeps it), then stores them together. Every problem is answered by field name.
 */
export async function writePayments(db: Kysely<Database>, settings: unknown, secrets: unknown): Promise<PaymentsWriteResult> {
  const checked = checkSettings(paymentSettingsDeclaration.controls, settings);
  const errors: FieldErrors = checked.ok ? {} : { ...checked.errors };
  const givenSettings = settings && typeof settings === 'object' ? (settings as Record<string, unknown>) : {};
  for (const control of paymentSettingsDeclaration.controls) {
    const value = givenSettings[control.name];
    const problem = !errors[control.name] && typeof value === 'string' ? serviceUrlProblem(value) : undefined;
    if (problem) errors[control.name] = problem;
  }
  const given = secrets && typeof secrets === 'object' && !Array.isArray(secrets) ? (secrets as Record<string, unknown>) : {};
  const changes: Partial<PaymentSecrets> = {};
  for (const control of paymentSecretsDeclaration.controls) {
    const value = given[control.name];
    if (value === undefined) continue;
    if (value === null || value === '') {
      changes[control.name] = '';
      continue;
    }
    const one = checkSettings([control], { [control.name]: typeof value === 'string' ? value.trim() : value });
    if (one.ok) changes[control.name] = one.settings[control.name] as string;
    else errors[control.name] = one.errors[control.name]!;
  }
  if (!checked.ok || Object.keys(errors).length) return { ok: false, errors };
  const stored: StoredPayments = { ...(await readPayments(db)), ...(checked.settings as PaymentSettings), ...changes };
  await setSetting(db, PAYMENTS_SETTING_KEY, stored);
  return { ok: true, stored };
}
