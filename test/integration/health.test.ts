// GET /healthz: the load balancer's health check.
import { expect, it } from 'vitest';
import { describeDatabases } from '../helpers/app.ts';
describeDatabases('health check', (suite) => {
  it('answers ok while the database answers', async () => {
    const res = await suite.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });
});
