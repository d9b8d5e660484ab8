import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { baseUrlFor, hostProblem, isAllowedHost, parseHost } from './host.ts';

describe('parseHost', () => {
  it('accepts names, IPv4 and bracketed IPv6 addresses, with or without a port', () => {
    expect(parseHost('Hotel.Example')).toEqual({ name: 'hotel.example', port: undefined });
    expect(parseHost('localhost:3000')).toEqual({ name: 'localhost', port: 3000 });
    expect(parseHost('127.0.0.1:80')).toEqual({ name: '127.0.0.1', port: 80 });
    expect(parseHost('[::1]:8080')).toEqual({ name: '[::1]', port: 8080 });
    fc.assert(
      fc.property(fc.domain(), fc.option(fc.integer({ min: 1, max: 65535 })), (d, p) => parseHost(p ? `${d}:${p}` : d)?.name === d),
    );
  });

  it('refuses anything a URL could be smuggled through', () => {
    for (const bad of [
      '',
      'a b',
      'evil.example/x',
      'user@evil.example',
      'evil.example:0',
      'evil.example:65536',
      'evil.example:',
      '-x.example',
      '<x>',
      'a..b',
      '[::1',
      'x'.repeat(301),
    ]) {
      expect(parseHost(bad), bad).toBeUndefined();
    }
    const smuggle = fc.constantFrom('/', '@', ' ', '?', '#', '\\', '"', '<', '\r\n', ',');
    fc.assert(fc.property(fc.domain(), smuggle, fc.domain(), (a, s, b) => parseHost(`${a}${s}${b}`) === undefined));
  });
});

describe('isAllowedHost and hostProblem', () => {
  const config = { baseUrl: undefined, allowedHosts: ['hotel.example', 'admin.hotel.example:8443'] };

  it('matches an entry without a port on any port, and one with a port exactly', () => {
    expect(isAllowedHost({ name: 'hotel.example', port: 8080 }, config.allowedHosts)).toBe(true);
    expect(isAllowedHost({ name: 'admin.hotel.example', port: 8443 }, config.allowedHosts)).toBe(true);
    expect(isAllowedHost({ name: 'admin.hotel.example' }, config.allowedHosts)).toBe(false);
    expect(isAllowedHost({ name: 'evil.example' }, config.allowedHosts)).toBe(false);
  });

  it('says what is wrong with a refused Host', () => {
    expect(hostProblem('HOTEL.example:3000', config)).toBeUndefined();
    expect(hostProblem('evil.example', config)).toMatch(/not in ALLOWED_HOSTS/);
    expect(hostProblem('evil.example/x', config)).toMatch(/host:port/);
    expect(hostProblem('anything.example', { baseUrl: undefined, allowedHosts: [] })).toBeUndefined();
    expect(hostProblem(undefined, { baseUrl: undefined, allowedHosts: [] })).toMatch(/no Host/);
    expect(hostProblem(undefined, { baseUrl: 'https://hotel.example', allowedHosts: [] })).toBeUndefined();
    expect(hostProblem(undefined, { baseUrl: 'https://hotel.example', allowedHosts: ['hotel.example'] })).toMatch(/no Host/);
    expect(hostProblem('', config)).toMatch(/no Host/);
  });

  it('builds links from BASE_URL when set, else from the Host', () => {
    expect(baseUrlFor({ protocol: 'http', host: 'Evil.example' }, 'https://hotel.example')).toBe('https://hotel.example');
    expect(baseUrlFor({ protocol: 'http', host: 'Hotel.example:3000' }, undefined)).toBe('http://hotel.example:3000');
  });
});
