// The privacy settings (administrators only): read, and write with the back office's nonce. Every
// field is checked and each problem answered next to its field name, so the form can show them all.
import type { FastifyInstance } from 'fastify';
import { checkNonce } from '../../accounts/nonces.ts';
import { accountSecret } from '../../accounts/secret.ts';
import { ADMIN_API, ADMIN_NONCE_ACTION, type PrivacyAnswer } from '../../admin/shared/api.ts';
import { checkPrivacyForm } from '../../admin/shared/privacy-form.ts';
import { privacySettingsDeclaration } from '../../contracts/settings/privacy.ts';
import { optionValues } from '../../contracts/settings/values.ts';
import { parseIpRange } from '../../stats/ip-ranges.ts';
import { CONSENT_LEVELS, readStatsSettings, writeStatsSettings } from '../../stats/settings.ts';
import { requireCap, sendApiError } from './admin-guard.ts';

/** The choices the form offers, from the declaration (kept in the answer for API clients). */
const CHOICES = { consentLevels: [...CONSENT_LEVELS], roles: optionValues(privacySettingsDeclaration, 'excludedRoles') };

export async function adminPrivacyRoutes(app: FastifyInstance): Promise<void> {
  const db = app.foyer.db.kysely;

  app.get(`${ADMIN_API}/privacy`, async (request, reply) => {
    if (!requireCap(request, reply, 'manage_privacy')) return reply;
    const answer: PrivacyAnswer = { settings: await readStatsSettings(db), choices: CHOICES };
    return reply.send(answer);
  });

  app.put(`${ADMIN_API}/privacy`, async (request, reply) => {
    if (!requireCap(request, reply, 'manage_privacy')) return reply;
    const body = (request.body ?? {}) as { nonce?: unknown; settings?: unknown };
    const binding = `session:${request.account!.sessionKey}`;
    if (checkNonce(await accountSecret(db), body.nonce, ADMIN_NONCE_ACTION, binding) !== 'valid')
      return sendApiError(reply, 403, 'foyer_bad_nonce', 'This form has expired. Please reload the page and try again.');
    const checked = checkPrivacyForm(body.settings);
    // The ingestion's own parser has the last word on ranges, so nothing is stored that it would ignore.
    const unread = checked.ok ? checked.settings.excludedIpRanges.find((r) => !parseIpRange(r)) : undefined;
    if (unread !== undefined)
      return sendApiError(reply, 400, 'foyer_invalid_settings', 'Some settings need correcting; see the messages beside them.', {
        errors: { excludedIpRanges: `“${unread}” is not an IPv4 or IPv6 address or range.` },
      });
    if (!checked.ok)
      return sendApiError(reply, 400, 'foyer_invalid_settings', 'Some settings need correcting; see the messages beside them.', {
        errors: checked.errors,
      });
    const written = await writeStatsSettings(db, checked.settings);
    if (!written.ok) return sendApiError(reply, 400, 'foyer_invalid_settings', written.message);
    request.log.info({ user: request.account!.login }, 'privacy settings changed');
    const answer: PrivacyAnswer = { settings: written.settings, choices: CHOICES };
    return reply.send(answer);
  });
}
