// `/share/{network}/?url=…`: where the share buttons link. It answers with a redirect to the
// network's share page for the page's absolute address, built from this site's address (BASE_URL or
// the request's allowed host), so cached pages need no host and the buttons work without JavaScript.
// The destination is always the network's own address: `url` only ever travels as a parameter.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { isNetwork, NETWORK_TITLES, NETWORKS } from '../../widgets/share-buttons/networks.ts';

const MAX_PARAM = 2000;

function first(value: unknown): string | undefined {
  const v = Array.isArray(value) ? value[0] : value;
  return typeof v === 'string' ? v : undefined;
}

/** A site path (`/about/`) made absolute, or an http(s) address as given; anything else is refused. */
function absolute(value: string, base: string): string | undefined {
  if (/^\/(?![/\\])/.test(value)) return `${base}${value}`;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

function refuse(reply: FastifyReply, status: number, message: string): FastifyReply {
  return reply.code(status).header('cache-control', 'no-store').type('text/plain; charset=utf-8').send(message);
}

export async function shareRoutes(app: FastifyInstance): Promise<void> {
  app.get('/share/:network/', async (request, reply) => {
    const { network } = request.params as { network: string };
    if (!isNetwork(network)) return refuse(reply, 404, `There is no share page for "${network.slice(0, 40)}".`);
    const share = NETWORKS[network];
    if (!('link' in share)) return refuse(reply, 404, `${NETWORK_TITLES[network]} has no share page: it is a button on the page.`);
    const query = request.query as Record<string, unknown>;
    const [url, title = '', text = '', image = ''] = ['url', 'title', 'text', 'image'].map((k) => first(query[k]));
    if (!url) return refuse(reply, 400, 'Say which address to share: ?url=/a-page/ or ?url=https://…');
    if ([url, title, text, image].some((v) => v.length > MAX_PARAM))
      return refuse(reply, 400, `A parameter is longer than ${MAX_PARAM} characters.`);
    const base = app.foyer.baseUrl(request);
    const page = absolute(url, base);
    if (!page) return refuse(reply, 400, 'The address to share must be a path on this site or an http(s) address.');
    const picture = image ? absolute(image, base) : '';
    if (picture === undefined) return refuse(reply, 400, 'The image must be a path on this site or an http(s) address.');
    // The same redirect for everyone who shares this page: browsers and CDNs may keep it a day.
    return reply.header('cache-control', 'public, max-age=86400').redirect(share.link({ url: page, title, text, image: picture }), 302);
  });
}
