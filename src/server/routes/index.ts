// THE route list: one module per resource.
import type { FastifyInstance } from 'fastify';
import { faviconRoutes } from './favicon.ts';
import { healthRoutes } from './health.ts';
import { pageRoutes } from './pages.tsx';

export async function registerRoutes(app: FastifyInstance): Promise<void> {
  await app.register(healthRoutes);
  await app.register(faviconRoutes);
  await app.register(pageRoutes);
}
