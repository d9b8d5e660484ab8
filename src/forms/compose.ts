// What a form's actions send, composed as Elementor Pro composes it: the mail of the Email and Email 2
// actions (`[all-fields]` and `[field id="…"]` shortcodes, the metadata lines, Elementor's defaults),
// the webhook's body and the redirect address. Pure: the caller passes the site's facts and the
// submission; nothing here touches the network or the database.
import type { Mail } from '../accounts/outbox.ts';
import type { SubmittedField } from './submissions.ts';
import { isEmail } from './validate.ts';

/** What the actions know about a submission besides its fields (Elementor's record meta). */
export interface SubmissionFacts {
  id: number;
  formName: string;
  elementId: string;
  fields: SubmittedField[];
  createdAt: Date;
  pageUrl: string;
  userAgent: string;
  remoteIp: string;
}

export interface SiteFacts {
  siteName: string;
  /** The site's host, for Elementor's default From (`email@{site domain}`) when a form names a From name only. */
  siteDomain: string;
  /** The site's admin address (the first administrator's): Elementor's default recipient. */
  adminEmail: string | undefined;
  timezone: string;
}

const SHORTCODE = /\[field[^\]]*?\bid=(?:"([^"\]]*)"|'([^'\]]*)'|([^\s\]]+))[^\]]*\]/g;

/** Replaces `[field id="…"]` with each field's value (passed through `encode`); an unknown id becomes empty. */
export function replaceFieldShortcodes(text: string, fields: readonly SubmittedField[], encode: (v: string) => string = (v) => v): string {
  return text.replace(SHORTCODE, (_all, a?: string, b?: string, c?: string) => {
    const id = a ?? b ?? c ?? '';
    const field = fields.find((f) => f.id === id);
    return field ? encode(field.value) : '';
  });
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** Elementor's "Label: value" (or the value alone without a label; nothing when both are empty). */
function formatted(label: string, value: string): string {
  if (label) return `${label}: ${value}`;
  return value;
}

/** Elementor's meta lines, titled as Elementor titles them; times on the site's clock, WordPress's default formats. */
export function metadataLines(facts: SubmissionFacts, site: SiteFacts, wanted: readonly string[]): Array<[string, string]> {
  let timeZone = site.timezone;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
  } catch {
    timeZone = 'UTC';
  }
  const date = new Intl.DateTimeFormat('en-US', { timeZone, month: 'long', day: 'numeric', year: 'numeric' }).format(facts.createdAt);
  const time = new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', minute: '2-digit', hour12: true })
    .format(facts.createdAt)
    .toLowerCase();
  const all: Record<string, [string, string]> = {
    date: ['Date', date],
    time: ['Time', time],
    page_url: ['Page URL', facts.pageUrl],
    user_agent: ['User Agent', facts.userAgent],
    remote_ip: ['Remote IP', facts.remoteIp],
    credit: ['Powered by', 'Foyer'],
  };
  return Object.keys(all)
    .filter((key) => wanted.includes(key))
    .map((key) => all[key]);
}

const list = (value: unknown): string[] => (Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []);
const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
/** No line breaks in a header (a value typed by a visitor must not add headers). */
const oneLine = (value: string) => value.replace(/[\r\n\t]+/g, ' ').trim();

/** Addresses from a comma-separated list after the shortcodes are replaced; anything not an address is left out. */
function addresses(value: string, fields: readonly SubmittedField[]): string[] {
  return replaceFieldShortcodes(value, fields)
    .split(',')
    .map((a) => oneLine(a))
    .filter((a) => isEmail(a));
}

export type MailOutcome = { ok: true; mail: Mail } | { ok: false; problem: string };

/**
 * The mail of the Email (`suffix` '') or Email 2 (`_2`) action. Elementor's settings and defaults:
 * to the admin address, subject `New message from "{site name}"`, `[all-fields]`, the chosen metadata
 * after a `---` line, From `email_from` (else the site's own From), Reply-To a field id or address.
 */
export function composeMail(
  settings: Readonly<Record<string, unknown>>,
  suffix: '' | '_2',
  facts: SubmissionFacts,
  site: SiteFacts,
): MailOutcome {
  const key = (name: string) => settings[`${name}${suffix}`];
  const html = text(key('email_content_type')) !== 'plain';
  const fields = facts.fields;

  const to = addresses(text(key('email_to')), fields);
  if (!to.length && text(key('email_to')) === '' && site.adminEmail) to.push(site.adminEmail);
  if (!to.length)
    return {
      ok: false,
      problem: text(key('email_to'))
        ? 'No valid recipient: the “To” setting holds no e-mail address.'
        : 'No recipient: the “To” setting is empty and the site has no administrator with an e-mail address.',
    };

  const subject = oneLine(replaceFieldShortcodes(text(key('email_subject')), fields)) || `New message from "${site.siteName}"`;

  // The body twice: plain text, and HTML with every value escaped (the template is the form author's text).
  const template = typeof key('email_content') === 'string' && key('email_content') !== '' ? String(key('email_content')) : '[all-fields]';
  const lines = (escape: (v: string) => string, br: string) => {
    const allFields = fields
      .filter((f) => f.value !== '' || f.label !== '')
      .map((f) => {
        const line = escape(formatted(f.label, f.value));
        return f.type === 'textarea' && br !== '\n' ? line.replace(/\r\n|\r|\n/g, '<br />') : line;
      })
      .join(br);
    const parts = template.split(/(\[all-fields\]|\[field[^\]]*\])/g);
    let body = parts
      .map((part) => {
        if (part === '[all-fields]') return allFields;
        if (part.startsWith('[field')) return replaceFieldShortcodes(part, fields, escape);
        return br === '\n' ? part : escapeHtml(part).replace(/\r\n|\r|\n/g, '<br>');
      })
      .join('');
    const meta = metadataLines(facts, site, list(key('form_metadata')));
    if (meta.length) body += `${br}---${br}${br}${meta.map(([label, value]) => escape(formatted(label, value))).join(br)}${br}`;
    return body;
  };
  const plain = lines((v) => v, '\n');
  const mail: Mail = { to: to.join(', '), subject, text: plain, submissionId: facts.id, logAction: suffix ? 'email2' : 'email' };
  if (html) mail.html = `<!DOCTYPE html><html><body>${lines(escapeHtml, '<br>')}</body></html>`;

  const fromAddress = oneLine(replaceFieldShortcodes(text(key('email_from')), fields));
  const fromName =
    oneLine(replaceFieldShortcodes(text(key('email_from_name')), fields)).replace(/["\\<>]/g, '') || site.siteName.replace(/["\\<>]/g, '');
  if (isEmail(fromAddress)) mail.from = `"${fromName}" <${fromAddress}>`;

  const replyTo = text(key('email_reply_to'));
  if (replyTo) {
    const byField = fields.find((f) => f.id === replyTo && isEmail(f.value));
    const reply = byField ? [byField.value] : addresses(replyTo, fields);
    if (reply.length) mail.replyTo = reply[0];
  }
  const cc = addresses(text(key('email_to_cc')), fields);
  if (cc.length) mail.cc = cc.join(', ');
  const bcc = addresses(text(key('email_to_bcc')), fields);
  if (bcc.length) mail.bcc = bcc.join(', ');
  return { ok: true, mail };
}

/**
 * The webhook's body. Plain (Elementor's default): the fields by label (id when unlabelled) with
 * `form_id` and `form_name`, form-encoded. Advanced data: `{form, fields, meta}` as JSON, with every
 * field's id, type, title and value and the five metadata entries.
 */
export function composeWebhook(
  settings: Readonly<Record<string, unknown>>,
  facts: SubmissionFacts,
  site: SiteFacts,
): { contentType: string; body: string } {
  const advanced = settings.webhooks_advanced_data === 'yes' || settings.webhooks_advanced_data === true;
  if (!advanced) {
    const body = new URLSearchParams();
    for (const f of facts.fields) body.append(f.label || f.id, f.value);
    body.append('form_id', facts.elementId);
    body.append('form_name', facts.formName);
    return { contentType: 'application/x-www-form-urlencoded', body: body.toString() };
  }
  const meta = Object.fromEntries(
    metadataLines(facts, site, ['date', 'time', 'page_url', 'user_agent', 'remote_ip']).map(([title, value], i) => [
      ['date', 'time', 'page_url', 'user_agent', 'remote_ip'][i],
      { title, value },
    ]),
  );
  const fields = Object.fromEntries(
    facts.fields.map((f) => [f.id, { id: f.id, type: f.type, title: f.label, value: f.value, raw_value: f.value }]),
  );
  return {
    contentType: 'application/json',
    body: JSON.stringify({ form: { id: facts.elementId, name: facts.formName }, fields, meta }),
  };
}

/**
 * The redirect address with the field shortcodes replaced (values URL-encoded, as Elementor does), if
 * it is a web address or a path on this site; undefined for anything else (javascript:, //other…).
 */
export function composeRedirect(settings: Readonly<Record<string, unknown>>, fields: readonly SubmittedField[]): string | undefined {
  const target = replaceFieldShortcodes(text(settings.redirect_to), fields, encodeURIComponent).trim();
  if (!target) return undefined;
  if (/^\/(?![/\\])/.test(target)) return /\s/.test(target) || [...target].some((c) => c.charCodeAt(0) < 0x20) ? undefined : target;
  try {
    const url = new URL(target);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : undefined;
  } catch {
    return undefined;
  }
}
