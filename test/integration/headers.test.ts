// Security headers through the real app (issue 28, part 9): HSTS only over https (directly, or from
// a trusted proxy), and the back office under a strict policy of its own, apart from public pages.
import { expect, it } from 'vitest';
import { ADMIN_SECURITY_HEADERS, HSTS } from '../../src/server/security-headers.ts';
import { describeDatabases } from '../helpers/app.ts';

describeDatabases(
  'HSTS behind a trusted proxy',
  (suite) => {
    it('sends HSTS for requests that came over https, and only those', async () => {
      const https = await suite.app.inject({ url: '/', headers: { 'x-forwarded-proto': 'https' } });
      expect(https.headers['strict-transport-security']).toBe('max-age=31536000');
      expect(HSTS).not.toMatch(/includeSubDomains|preload/);
      const api = await suite.app.inject({ url: '/wp-json/wp/v2/area', headers: { 'x-forwarded-proto': 'https' } });
      expect(api.headers['strict-transport-security']).toBe(HSTS);
      const http = await suite.app.inject({ url: '/' });
      expect(http.headers['strict-transport-security']).toBeUndefined();
    });
  },
  { config: { trustProxy: 1 } },
);

describeDatabases('HSTS without a proxy', (suite) => {
  it('ignores a client that claims https itself', async () => {
    const res = await suite.app.inject({ url: '/', headers: { 'x-forwarded-proto': 'https' } });
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });
});

describeDatabases('back-office headers', (suite) => {
  it("gives the back office's page, API and errors a strict policy, COOP, CORP and Permissions-Policy", async () => {
    for (const url of ['/admin', '/admin/', '/admin/statistics', '/admin/api/session', '/admin/api/nothing', '/admin?x=1']) {
      const res = await suite.app.inject({ url });
      for (const [name, value] of Object.entries(ADMIN_SECURITY_HEADERS)) expect(res.headers[name], `${url} ${name}`).toBe(value);
    }
    const csp = ADMIN_SECURITY_HEADERS['content-security-policy'];
    for (const directive of [
      "script-src 'self'",
      "style-src 'self'",
      "frame-ancestors 'none'",
      "base-uri 'none'",
      "form-action 'self'",
      "object-src 'none'",
    ])
      expect(csp).toContain(directive);
    expect(csp).not.toMatch(/unsafe-inline|unsafe-eval|https:/);
  });

  it('leaves public pages their own policy, which the back-office one does not replace', async () => {
    for (const url of ['/', '/administration/', '/admins']) {
      const res = await suite.app.inject({ url });
      expect(String(res.headers['content-security-policy'] ?? ''), url).not.toContain("frame-ancestors 'none'");
      expect(res.headers['cross-origin-opener-policy'], url).toBeUndefined();
    }
    const home = await suite.app.inject({ url: '/' });
    expect(home.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(home.headers['x-frame-options']).toBe('SAMEORIGIN');
  });
});
