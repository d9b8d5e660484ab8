// The back office under /admin: its page, session, statistics and privacy routes. Everything here is
// personal to the staff member asking, so nothing is stored by any cache (no-store) or indexed;
// the built files under /admin/assets/ are content-hashed and cached like the site's own.
import type { FastifyInstance } from 'fastify';
import { ADMIN_API } from '../../admin/shared/api.ts';
import { ADMIN_ROOT } from '../../admin/shared/routes.ts';
import { sendApiError } from './admin-guard.ts';
import { adminPageRoutes } from './admin-page.ts';
import { adminPrivacyRoutes } from './admin-privacy.ts';
import { adminSessionRoutes } from './admin-session.ts';
import { adminStatsRoutes } from './admin-stats.ts';
import { adminSubmissionRoutes } from './admin-submissions.ts';

export async function adminRoutes(app: FastifyInstance): Promise<void> {
  app.addHook('onSend', async (request, reply, payload) => {
    if (!request.url.startsWith(`${ADMIN_ROOT}/assets/`)) {
      reply.header('cache-control', 'no-store');
      reply.header('x-robots-tag', 'noindex, nofollow');
    }
    return payload;
  });
  await app.register(adminPageRoutes);
  await app.register(adminSessionRoutes);
  await app.register(adminStatsRoutes);
  await app.register(adminPrivacyRoutes);
  await app.register(adminSubmissionRoutes);
  app.all(`${ADMIN_API}/*`, async (request, reply) =>
    sendApiError(reply, 404, 'rest_no_route', `No back-office API route matches ${request.method} ${request.url.split('?')[0]}.`),
  );
}
