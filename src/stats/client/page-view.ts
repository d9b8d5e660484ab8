// One counted page view: its hit, then online pings every jsCheckTime while the visitor is active
// (spec §4, §7 calls 3–4, §8). Pings start only once the hit has succeeded, and stop for good after
// 30 minutes without a click, key, scroll or load, or when the page view ends (another URL, opt-out).
import type { TrackerConfig, TrackerParams } from '../tracker-config.ts';
import { utf8Base64 } from './base64.ts';

/** Spec §9: online pings stop after this long without activity. */
export const INACTIVITY_CUTOFF_MS = 1_800_000;
const ACTIVITY_EVENTS = ['click', 'keydown', 'scroll', 'load'] as const;

export interface PageView {
  end(): void;
}

/** The endpoint of a call: the REST path, or admin-ajax (the action is among the params) when bypassing ad blockers. */
export function endpointUrl(config: TrackerConfig, params: TrackerParams): string {
  return config.option.bypassAdBlockers ? config.ajaxUrl : `${config.requestUrl}/${params.endpoint}`;
}

function post(config: TrackerConfig, params: TrackerParams, page: { referred: string; uri: string }): Promise<Response> {
  const body = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) body.append(key, String(value));
  body.append('referred', utf8Base64(page.referred));
  body.append('page_uri', utf8Base64(page.uri));
  return fetch(endpointUrl(config, params), {
    method: 'POST',
    // The plugin's clock header: the Unix time in seconds, base64. Optional for the endpoints.
    headers: { 'X-WPS-TS': utf8Base64(String(Math.floor(Date.now() / 1000))) },
    body,
    credentials: 'same-origin',
  });
}

/** Whether the hit counted: a 200 whose JSON does not say `status: false`. */
async function hitCounted(response: Response): Promise<boolean> {
  if (response.status !== 200) {
    console.warn(`Hit request failed with status ${response.status}`);
    return false;
  }
  try {
    const answer = (await response.json()) as { status?: unknown } | null;
    return answer?.status !== false;
  } catch {
    return false;
  }
}

export function startPageView(win: Window, config: TrackerConfig, page: { referred: string; uri: string }): PageView {
  let isEnded = false;
  let isIdle = false;
  let pings: ReturnType<typeof setInterval> | undefined;
  let idleTimer: ReturnType<typeof setTimeout> | undefined;

  const stopPings = () => {
    clearInterval(pings);
    pings = undefined;
  };
  const goIdle = () => {
    isIdle = true;
    stopPings();
    for (const type of ACTIVITY_EVENTS) win.removeEventListener(type, onActivity, type !== 'load');
  };
  const onActivity = () => {
    clearTimeout(idleTimer);
    idleTimer = setTimeout(goIdle, INACTIVITY_CUTOFF_MS);
  };
  // The page view itself is the first activity (the plugin's load).
  onActivity();
  // Captured, so a scroll inside any scrolling element counts too (scroll events do not bubble).
  for (const type of ACTIVITY_EVENTS) win.addEventListener(type, onActivity, { capture: type !== 'load', passive: true });

  post(config, config.hitParams, page)
    .then(hitCounted, (error: unknown) => {
      console.error('Statistics hit request failed:', error);
      return false;
    })
    .then((isCounted) => {
      if (!isCounted || isEnded || isIdle || !config.option.userOnline) return;
      pings = setInterval(() => {
        post(config, config.onlineParams, page).catch(() => {}); // a lost ping only shortens the visit
      }, config.jsCheckTime);
    });

  return {
    end() {
      isEnded = true;
      goIdle();
      clearTimeout(idleTimer);
    },
  };
}
