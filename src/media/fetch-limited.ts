// One bounded GET for the server's own requests to other sites (video thumbnails): the caller's
// deadline, a size cap enforced while reading, the content types it accepts, and a few redirects, each
// only to https (or back to the same origin, for a local test server). It throws a one-line reason.
export interface LimitedFetch {
  /** Aborts the request and the reading of its body (e.g. AbortSignal.timeout). */
  signal: AbortSignal;
  maxBytes: number;
  /** Accepted `content-type`s, without parameters. */
  types: readonly string[];
  fetch?: typeof fetch;
}

export interface LimitedResponse {
  type: string;
  body: Buffer;
  /** Where the answer came from after redirects. */
  url: string;
}

/** Redirects followed at most: providers' image hosts answer directly or after one hop. */
const MAX_REDIRECTS = 3;

/** The answer's body, or an error naming what was wrong (status, type, size, address). */
export async function fetchLimited(url: string, options: LimitedFetch): Promise<LimitedResponse> {
  const origin = new URL(url).origin;
  let address = url;
  // Each hop is checked before it is asked, so a redirect never reaches a plain-http address elsewhere.
  for (let hop = 0; ; hop++) {
    const response = await (options.fetch ?? fetch)(address, {
      signal: options.signal,
      redirect: 'manual',
      headers: { accept: options.types.join(', ') },
    });
    try {
      const location = response.headers.get('location');
      if (response.status >= 300 && response.status < 400 && location) {
        if (hop >= MAX_REDIRECTS) throw new Error(`more than ${MAX_REDIRECTS} redirects`);
        const next = new URL(location, address);
        if (next.protocol !== 'https:' && next.origin !== origin) throw new Error(`redirected to ${next.origin}`);
        address = next.href;
        await response.body?.cancel().catch(() => undefined);
        continue;
      }
      // YouTube answers a missing size with 404 and a grey JPEG: only a 200 is the picture.
      if (response.status !== 200) throw new Error(`status ${response.status}`);
      const type = (response.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
      if (!options.types.includes(type)) throw new Error(`content type "${type || 'none'}"`);
      const declared = Number(response.headers.get('content-length'));
      if (declared > options.maxBytes) throw new Error(`${declared} bytes, over ${options.maxBytes}`);
      return { type, body: await readCapped(response, options.maxBytes), url: address };
    } catch (error) {
      // Whatever is left unread is dropped, so the connection does not wait on it.
      await response.body?.cancel().catch(() => undefined);
      throw error;
    }
  }
}

async function readCapped(response: Response, maxBytes: number): Promise<Buffer> {
  if (!response.body) return Buffer.alloc(0);
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = response.body.getReader();
  for (let part = await reader.read(); !part.done; part = await reader.read()) {
    size += part.value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw new Error(`more than ${maxBytes} bytes`);
    }
    chunks.push(part.value);
  }
  return Buffer.concat(chunks);
}
