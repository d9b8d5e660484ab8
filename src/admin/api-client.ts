// Calls to the back office's JSON API. A refused call throws ApiFailure with the server's message
// (what the screen shows) and, for a refused form, the message of each field.
import { ADMIN_API, type ApiError } from './shared/api.ts';

export class ApiFailure extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors: Record<string, string> = {},
  ) {
    super(message);
  }
}

export async function api<T>(path: string, init: { method?: string; body?: unknown; signal?: AbortSignal } = {}): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`${ADMIN_API}${path}`, {
      method: init.method ?? 'GET',
      credentials: 'same-origin',
      headers:
        init.body === undefined ? { accept: 'application/json' } : { accept: 'application/json', 'content-type': 'application/json' },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      signal: init.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiFailure(0, 'The server could not be reached. Check your connection and try again.');
  }
  const data = (await response.json().catch(() => undefined)) as unknown;
  if (response.ok) return data as T;
  const failure = data as Partial<ApiError> | undefined;
  throw new ApiFailure(
    response.status,
    failure?.message ?? `The server answered ${response.status}. Please try again.`,
    failure?.data?.errors as Record<string, string> | undefined,
  );
}
