// Health check for load balancers: answers when the database does.
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';

export async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.get('/healthz', async (_req, reply) => {
    try {
      await sql`select 1`.execute(app.foyer.db.kysely);
      return { status: 'ok' };
    } catch {
      return reply.code(503).send({ status: 'unavailable', message: 'database is not reachable' });
    }
  });
}
