// THE route list: one module per resource.
import type { FastifyInstance } from 'fastify';
import { accountRoutes } from './accounts.tsx';
import { adminRoutes } from './admin.ts';
import { adminVoucherRoutes } from './admin-vouchers.ts';
import { areaRoutes } from './areas.ts';
import { faviconRoutes } from './favicon.ts';
import { formRoutes } from './forms.ts';
import { healthRoutes } from './health.ts';
import { pageRoutes } from './pages.tsx';
import { paymentRoutes } from './payments.ts';
import { shapeRoutes } from './shapes.ts';
import { shareRoutes } from './share.ts';
import { shopRoutes } from './shop.ts';
import { statisticsRoutes } from './statistics.ts';
import { wpJsonRoutes } from './wp-json.ts';

export async function registerRoutes(app: FastifyInstance): Promise<void> {
  await app.register(healthRoutes);
  await app.register(faviconRoutes);
  await app.register(shapeRoutes);
  await app.register(shareRoutes);
  await app.register(pageRoutes);
  await app.register(areaRoutes);
  await app.register(wpJsonRoutes);
  await app.register(accountRoutes);
  await app.register(formRoutes);
  await app.register(statisticsRoutes);
  await app.register(paymentRoutes);
  await app.register(shopRoutes);
  await app.register(adminVoucherRoutes);
  await app.register(adminRoutes);
}
