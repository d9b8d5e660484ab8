// Configuration from environment variables, with defaults that serve the demo on one machine.
import { join, resolve } from 'node:path';
import { z } from 'zod';
import { describeDatabaseUrl } from '../db/connect.ts';
import { parseHost } from './host.ts';
import { proxyTrust, type TrustProxy } from './trust-proxy.ts';

const configSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: z.string().optional(),
  /** Public base URL for absolute links (REST `link` fields); defaults to the request's host. */
  BASE_URL: z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL, e.g. https://hotel.example' }).optional(),
  /** Comma-separated host[:port] list; any other Host header gets a 400. Empty: every well-formed host. */
  ALLOWED_HOSTS: z
    .string()
    .default('')
    .transform((value, ctx) => {
      const hosts = value
        .split(',')
        .map((h) => h.trim())
        .filter(Boolean);
      for (const host of hosts) {
        if (!parseHost(host))
          ctx.addIssue({ code: 'custom', message: `"${host}" is not a host or host:port (e.g. hotel.example,www.hotel.example)` });
      }
      return hosts.map((h) => h.toLowerCase());
    }),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Set to 0 to disable the in-memory page cache (benchmarks of uncached renders). */
  PAGE_CACHE: z.enum(['0', '1']).default('1'),
  /** Memory for cached pages, in MB (HTML and its compressed variants); least recently used go first. */
  PAGE_CACHE_MB: z.coerce.number().min(0.1).max(65_536).default(64),
  /** Seconds a CDN in front may keep a published page (s-maxage); 0 = CDNs revalidate every time. */
  CDN_MAX_AGE: z.coerce.number().int().min(0).max(31_536_000).default(0),
  /** Worker processes serving the port (1 = no cluster). One process suits a typical hotel. */
  FOYER_WORKERS: z.coerce.number().int().min(1).max(64).default(1),
  /**
   * Behind a reverse proxy or load balancer that sets X-Forwarded-For/-Proto/-Host: how many proxies
   * (1 = the nearest one), or their addresses/CIDRs, comma-separated. 0 = none. Only the trusted
   * hops' entries are believed, so a client cannot pick its own address by sending X-Forwarded-For.
   */
  TRUST_PROXY: z
    .string()
    .default('0')
    .transform((value, ctx): TrustProxy => {
      const text = value.trim();
      if (text === '' || text === '0') return false;
      if (/^\d{1,2}$/.test(text)) return Number(text);
      const list = text
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean);
      try {
        if (!list.length) throw new Error('empty');
        proxyTrust(list);
        return list;
      } catch {
        ctx.addIssue({
          code: 'custom',
          message: `"${value}" is neither a hop count (1 = the nearest proxy) nor a list of proxy addresses or CIDRs (e.g. 10.0.0.0/8,loopback)`,
        });
        return false;
      }
    }),
  /** Outgoing mail (password resets): smtp://user:pass@host:587 or smtps://…; unset = mail waits in the outbox. */
  SMTP_URL: z
    .string()
    .optional()
    .refine((v) => !v || /^smtps?:\/\/[^\s]+$/.test(v), 'must be an smtp:// or smtps:// URL, e.g. smtp://user:pass@mail.example:587'),
  /** The From of mail the site sends, e.g. "Casa Alba <reservations@hotel.example>". */
  MAIL_FROM: z.string().max(200).optional(),
  /** Where files uploaded through forms are kept: never served to visitors (default ./data/form-uploads). */
  FORM_UPLOADS_DIR: z.string().min(1).optional(),
});

export interface Config {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  baseUrl: string | undefined;
  /** Hosts the site answers for; empty = any well-formed Host. */
  allowedHosts: string[];
  logLevel: z.infer<typeof configSchema>['LOG_LEVEL'];
  pageCache: boolean;
  pageCacheMb: number;
  cdnMaxAge: number;
  workers: number;
  /** Which proxies' X-Forwarded-* to believe (false: none); truthy whenever the site runs behind a proxy. */
  trustProxy: TrustProxy;
  smtpUrl: string | undefined;
  mailFrom: string | undefined;
  /** Files sent through forms (src/forms/uploads.ts): outside the public folder, staff download them from /admin. */
  formUploadsDir: string;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const c = parsed.data;
  describeDatabaseUrl(c.DATABASE_URL); // throws a clear message for an unsupported URL
  return {
    port: c.PORT,
    host: c.HOST,
    databaseUrl: c.DATABASE_URL || undefined,
    baseUrl: c.BASE_URL?.replace(/\/$/, ''),
    allowedHosts: c.ALLOWED_HOSTS,
    logLevel: c.LOG_LEVEL,
    pageCache: c.PAGE_CACHE === '1',
    pageCacheMb: c.PAGE_CACHE_MB,
    cdnMaxAge: c.CDN_MAX_AGE,
    workers: c.FOYER_WORKERS,
    trustProxy: c.TRUST_PROXY,
    smtpUrl: c.SMTP_URL || undefined,
    mailFrom: c.MAIL_FROM || undefined,
    formUploadsDir: resolve(c.FORM_UPLOADS_DIR || join('data', 'form-uploads')),
  };
}
