// Shape divider files, as the old site's assets path served them: /assets/shapes/{shape}[-negative].svg
import type { FastifyInstance } from 'fastify';
import { shapeSvgForFile } from '../../elements/shape-dividers/paths.ts';

export async function shapeRoutes(app: FastifyInstance): Promise<void> {
  app.get('/assets/shapes/:file', async (request, reply) => {
    const { file } = request.params as { file: string };
    const svg = shapeSvgForFile(file);
    if (!svg) {
      return reply.code(404).send({
        code: 'shape_not_found',
        message: `No shape divider named "${file}"; names look like waves.svg or curve-negative.svg`,
        data: { status: 404 },
      });
    }
    return reply.header('content-type', 'image/svg+xml').header('cache-control', 'public, max-age=86400').send(svg);
  });
}
