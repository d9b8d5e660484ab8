// The site icon: a small SVG monogram in the kit's primary colour, so browsers never ask in vain.
import type { FastifyInstance } from 'fastify';
import { safeColour } from '../../model/colour.ts';

export async function faviconRoutes(app: FastifyInstance): Promise<void> {
  app.get('/favicon.svg', async (_request, reply) => {
    const { kit } = await app.foyer.site();
    const primary = [...kit.system_colors].find((c) => c._id === 'primary')?.color ?? '#1f3a4d';
    // A standalone SVG has no page custom properties, so var() would draw nothing.
    const colour = safeColour(primary, { allowVariables: false }) ?? '#1f3a4d';
    const letter = (kit.site_name.trim()[0] ?? 'F').toUpperCase().replace(/[<>&"']/g, '');
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="${colour}"/><text x="32" y="44" font-family="Georgia,serif" font-size="36" text-anchor="middle" fill="#fff">${letter}</text></svg>`;
    return reply.header('content-type', 'image/svg+xml').header('cache-control', 'public, max-age=86400').send(svg);
  });
  app.get('/favicon.ico', async (_request, reply) => reply.redirect('/favicon.svg', 301));
  app.get('/robots.txt', async (_request, reply) =>
    reply.header('content-type', 'text/plain; charset=utf-8').send('User-agent: *\nDisallow:\n'),
  );
}
