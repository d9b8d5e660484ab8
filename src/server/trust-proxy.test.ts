import { describe, expect, it } from 'vitest';
import proxyAddr from '@fastify/proxy-addr';
import type { IncomingMessage } from 'node:http';
import { proxyTrust } from './trust-proxy.ts';

/** The client address proxy-addr (and so Fastify) reads from a peer and its X-Forwarded-For. */
function clientOf(setting: Parameters<typeof proxyTrust>[0], peer: string, forwardedFor: string): string | undefined {
  const req = { socket: { remoteAddress: peer }, headers: { 'x-forwarded-for': forwardedFor } } as unknown as IncomingMessage;
  const trust = proxyTrust(setting);
  return trust ? proxyAddr(req, trust) : peer;
}

describe('proxyTrust', () => {
  it('with a hop count, believes that many entries nearest the server and no more', () => {
    expect(clientOf(1, '10.0.0.1', '203.0.113.1, 198.51.100.2')).toBe('198.51.100.2');
    expect(clientOf(2, '10.0.0.1', '203.0.113.1, 198.51.100.2')).toBe('203.0.113.1');
    expect(clientOf(1, '10.0.0.1', '')).toBe('10.0.0.1');
  });

  it('with a list, skips listed proxies and believes nothing an unlisted peer forwards', () => {
    const list = ['10.0.0.0/8', '127.0.0.1'];
    expect(clientOf(list, '10.0.0.1', '203.0.113.1, 10.0.0.7')).toBe('203.0.113.1');
    expect(clientOf(list, '10.0.0.1', '203.0.113.1, 198.51.100.2, 10.0.0.7')).toBe('198.51.100.2');
    expect(clientOf(list, '198.51.100.9', '203.0.113.1')).toBe('198.51.100.9');
  });

  it('with no proxy, is the peer itself', () => {
    expect(proxyTrust(false)).toBe(false);
  });
});
