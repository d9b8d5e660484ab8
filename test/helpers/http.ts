// Small helpers for reading answers from app.inject(): JSON bodies, header values, Link headers.
import type { FastifyInstance } from 'fastify';

export interface JsonAnswer<T = unknown> {
  status: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: T;
  raw: string;
}

// Answers are read loosely in tests: `any` keeps assertions on nested JSON short; toEqual checks the shape.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function getJson<T = any>(app: FastifyInstance, url: string, headers: Record<string, string> = {}): Promise<JsonAnswer<T>> {
  const res = await app.inject({ method: 'GET', url, headers });
  return { status: res.statusCode, headers: res.headers, body: (res.body ? JSON.parse(res.body) : undefined) as T, raw: res.body };
}

/** A header as one string (several values joined as HTTP clients join them). */
export function headerOf(headers: JsonAnswer['headers'], name: string): string | undefined {
  const v = headers[name.toLowerCase()];
  if (v === undefined) return undefined;
  return Array.isArray(v) ? v.join(', ') : String(v);
}

/** The links of a Link header by relation: `{ next: 'http://…', prev: 'http://…' }`. */
export function linksOf(headers: JsonAnswer['headers']): Record<string, string> {
  const out: Record<string, string> = {};
  for (const m of (headerOf(headers, 'link') ?? '').matchAll(/<([^>]*)>\s*;\s*rel="([^"]*)"/g)) out[m[2]] = m[1];
  return out;
}

/** The query parameters of a URL, as a plain object of strings. */
export function queryOf(url: string): Record<string, string> {
  return Object.fromEntries(new URL(url).searchParams.entries());
}
