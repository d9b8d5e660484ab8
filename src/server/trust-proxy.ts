// Which connections' X-Forwarded-* headers to believe (TRUST_PROXY): a hop count or a list of proxy
// addresses. Fastify and the tracker fast path both ask the function made here, so a request's
// client address, host and protocol are the same whichever of the two answers it.
import proxyAddr from '@fastify/proxy-addr';

/** false: no proxy; a number: that many hops nearest the server; a list: proxies by address or CIDR. */
export type TrustProxy = false | number | readonly string[];

/** Whether the address `hop` steps from the server (0: the socket's peer) is a trusted proxy. */
export type ProxyTrust = (address: string, hop: number) => boolean;

/**
 * The trust function for a TRUST_PROXY setting, or false for none. A hop count is given as a
 * function: Fastify 5 treats a bare number as "trust nothing" (it cannot check the peer), while a
 * hop count is what an operator who sets `TRUST_PROXY=1` behind nginx means. Throws on a bad address.
 */
export function proxyTrust(setting: TrustProxy): ProxyTrust | false {
  if (setting === false) return false;
  if (typeof setting === 'number') return (_address, hop) => hop < setting;
  return proxyAddr.compile([...setting]);
}
