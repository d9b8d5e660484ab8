// The styled 500 page, sent when a page fails before its first byte, and the page routes' error
// handler that sends it (instead of Fastify's JSON error, which would show visitors a message).
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { onDroppedElements } from '../db/repositories/read-document.ts';
import { isStorageError } from '../db/storage-errors.ts';
import { EMPTY_SITE } from '../contracts/render-context.ts';
import { DEFAULT_KIT, type Kit } from '../model/kit.ts';
import { ServerError } from '../theme/server-error.tsx';
import { renderPageToString } from './ssr/render-page.tsx';

/** Used only if the styled page itself cannot render: plain, but still a page, never a stack. */
const FALLBACK_HTML =
  '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
  '<title>Something went wrong</title></head><body style="font-family:system-ui,sans-serif;text-align:center;padding:4rem 1rem">' +
  '<h1>This page could not be shown</h1><p>Please try again in a moment.</p><p><a href="/">Home page</a></p></body></html>';

/** The site's kit for the page's colours and fonts, unless loading it is what failed. */
async function kitFor(request: FastifyRequest): Promise<Kit> {
  try {
    return (await request.server.foyer.site()).kit;
  } catch {
    return DEFAULT_KIT;
  }
}

async function errorHtml(request: FastifyRequest): Promise<string> {
  try {
    const kit = await kitFor(request);
    // No header, footer or browser code: any of them may be what failed, and the page needs none.
    const { html } = await renderPageToString({
      content: { title: `Something went wrong – ${kit.site_name}`, bodyClass: 'error500', node: <ServerError /> },
      kit,
      site: EMPTY_SITE,
      assets: { bootImports: [], moduleUrl: () => undefined, modulePreloads: () => [] },
      log: request.log,
    });
    return html;
  } catch (error) {
    request.log.error({ err: error }, 'the 500 page failed to render');
    return FALLBACK_HTML;
  }
}

export async function sendErrorPage(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
  const html = await errorHtml(request);
  return reply.code(500).header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
}

/** Page routes answer their failures with the styled 500 page, and log corrupt stored documents. */
export function registerPageErrors(app: FastifyInstance): void {
  app.setErrorHandler(async (error: FastifyError, request, reply) => {
    // Storage failures answer 503 with Retry-After, the same on every route (storage-unavailable.ts).
    if (isStorageError(error)) throw error;
    // A request the client got wrong keeps Fastify's own 4xx answer and message.
    if (error.statusCode !== undefined && error.statusCode < 500) return reply.send(error);
    request.log.error({ err: error }, 'page request failed');
    return sendErrorPage(request, reply);
  });
  const stop = onDroppedElements((info) => app.log.error(info, 'stored document has invalid elements: they are left out'));
  app.addHook('onClose', async () => stop());
}
