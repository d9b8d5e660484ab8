// The browser's side of the account actions: form-encoded POSTs to admin-ajax, answered with
// WordPress's `{ success, data }`. Nonces are fetched when a form is first used (never baked into a
// cached page) and kept for half their lifetime.
export interface AjaxAnswer {
  success: boolean;
  data: string;
}

/** Half the server's NONCE_TTL_MS (src/accounts/nonces.ts): a kept nonce never expires in flight. */
const NONCE_KEEP_MS = 30 * 60 * 1000;
const nonces = new Map<string, { value: string; at: number }>();

const GENERIC_FAILURE = 'Something went wrong. Please check your connection and try again.';

export async function postAjax(url: string, fields: Record<string, string>): Promise<AjaxAnswer> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/x-www-form-urlencoded;charset=UTF-8', accept: 'application/json' },
      body: new URLSearchParams(fields).toString(),
    });
    const answer = (await response.json()) as Partial<AjaxAnswer>;
    return { success: answer.success === true, data: typeof answer.data === 'string' ? answer.data : GENERIC_FAILURE };
  } catch {
    return { success: false, data: GENERIC_FAILURE };
  }
}

async function nonceFor(url: string, action: string): Promise<string | undefined> {
  const kept = nonces.get(action);
  if (kept && Date.now() - kept.at < NONCE_KEEP_MS) return kept.value;
  const answer = await postAjax(url, { action: 'foyer_nonce', for: action });
  if (!answer.success) return undefined;
  nonces.set(action, { value: answer.data, at: Date.now() });
  return answer.data;
}

/** Sends one account action with a nonce for it. */
export async function sendAccountAction(url: string, action: string, fields: Record<string, string>): Promise<AjaxAnswer> {
  const nonce = await nonceFor(url, action);
  if (nonce === undefined) return { success: false, data: GENERIC_FAILURE };
  return postAjax(url, { ...fields, action, nonce });
}

/** After a login, register or logout the page reloads, so everything on it reflects the new state. */
export const RELOAD_DELAY_MS = 200;
