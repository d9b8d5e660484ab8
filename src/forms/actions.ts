// A form's actions, run after its submission is stored. Each is tried on its own and what it did is
// written to the submission's log: a failing action never fails the visitor's answer nor another
// action. Mail goes through the outbox and webhooks through their queue, both durable and retried.
import type { Kysely } from 'kysely';
import { enqueueMail } from '../accounts/outbox.ts';
import { getSetting } from '../db/repositories/settings.ts';
import { adminAddress } from '../db/repositories/users.ts';
import type { Database } from '../db/schema.ts';
import { composeMail, composeRedirect, composeWebhook, type SiteFacts, type SubmissionFacts } from './compose.ts';
import { logAction, SAVE_ACTION } from './submissions.ts';
import { enqueueWebhook, webhookUrlProblem } from './webhook-queue.ts';

export interface ActionsContext {
  db: Kysely<Database>;
  siteName: string;
  siteDomain: string;
  log: { warn(obj: object, msg: string): void };
  /** Called after mail was queued, so the outbox looks now instead of at its next poll. */
  mailQueued(): void;
  webhookQueued(): void;
}

/** What the visitor's answer carries from the actions (Elementor's `data.data`). */
export interface ResponseData {
  redirect_url?: string;
  popup?: { action: 'open' | 'close'; id: string };
}

export async function siteFacts(ctx: ActionsContext): Promise<SiteFacts> {
  const [adminEmail, timezone] = await Promise.all([adminAddress(ctx.db), getSetting<unknown>(ctx.db, 'timezone_string')]);
  return {
    siteName: ctx.siteName,
    siteDomain: ctx.siteDomain,
    adminEmail,
    timezone: typeof timezone === 'string' && timezone ? timezone : 'UTC',
  };
}

/** Actions a resend runs again: the ones that deliver something; redirect and popup were for the visitor's browser. */
export const DELIVERY_ACTIONS = new Set(['email', 'email2', 'webhook']);

/**
 * Runs the form's actions for a stored submission (`only`: just these, for a resend). Never throws:
 * every failure is logged on the submission (and, if even that fails, in the server's log).
 */
export async function runActions(
  ctx: ActionsContext,
  settings: Readonly<Record<string, unknown>>,
  actions: readonly string[],
  facts: SubmissionFacts,
  options: { resend?: boolean } = {},
): Promise<ResponseData> {
  const data: ResponseData = {};
  let site: SiteFacts | undefined;
  const log = async (action: string, status: 'ok' | 'queued' | 'failed', message: string) => {
    try {
      await logAction(ctx.db, facts.id, action, status, message);
    } catch (error) {
      ctx.log.warn({ submission: facts.id, action, err: String(error) }, 'form action not logged');
    }
  };
  for (const action of [...new Set(actions)]) {
    if (options.resend && !DELIVERY_ACTIONS.has(action)) continue;
    try {
      switch (action) {
        case SAVE_ACTION:
          break; // the submission is stored whatever the actions; its first log line says how
        case 'email':
        case 'email2': {
          site ??= await siteFacts(ctx);
          const outcome = composeMail(settings, action === 'email' ? '' : '_2', facts, site);
          if (!outcome.ok) {
            await log(action, 'failed', outcome.problem);
            break;
          }
          await enqueueMail(ctx.db, outcome.mail);
          ctx.mailQueued();
          await log(action, 'queued', `Queued for ${outcome.mail.to}${options.resend ? ' (resent)' : ''}.`);
          break;
        }
        case 'webhook': {
          const url = typeof settings.webhooks === 'string' ? settings.webhooks.trim() : '';
          const problem = url ? webhookUrlProblem(url) : 'No webhook URL is set.';
          if (problem) {
            await log(action, 'failed', problem);
            break;
          }
          site ??= await siteFacts(ctx);
          await enqueueWebhook(ctx.db, facts.id, { url, ...composeWebhook(settings, facts, site) });
          ctx.webhookQueued();
          await log(action, 'queued', `Queued${options.resend ? ' again' : ''}.`);
          break;
        }
        case 'redirect': {
          const target = composeRedirect(settings, facts.fields);
          if (target) {
            data.redirect_url = target;
            await log(action, 'ok', `The visitor was sent to ${target.slice(0, 300)}.`);
          } else
            await log(action, 'failed', 'No redirect: the “Redirect To” address is empty or is not a web address or a path on this site.');
          break;
        }
        case 'popup': {
          const which = settings.popup_action;
          const id = String(settings.popup_action_popup_id ?? '').trim();
          if ((which === 'open' || which === 'close') && (which === 'close' || /^\d+$/.test(id))) {
            data.popup = { action: which, id };
            await log(action, 'ok', which === 'open' ? `Popup ${id} opened.` : `Popup ${id || '(the one showing)'} closed.`);
          } else await log(action, 'failed', 'No popup action: choose Open or Close and a popup.');
          break;
        }
        default:
          await log(action, 'failed', `The “${action.slice(0, 60)}” action is not available on this site; the submission is kept.`);
      }
    } catch (error) {
      ctx.log.warn({ submission: facts.id, action, err: String(error) }, 'form action failed');
      await log(action, 'failed', `The action failed: ${String((error as Error).message ?? error).slice(0, 200)}. Resend to try again.`);
    }
  }
  return data;
}
