// THE route list: one module per resource.
import type { FastifyInstance } from 'fastify';
import { healthRoutes } from './health.ts';
import { pageRoutes } from './pages.tsx';

export async function registerRoutes(app: FastifyInstance): Promise<void> {
  await app.register(healthRoutes);
  await app.register(pageRoutes);
}
