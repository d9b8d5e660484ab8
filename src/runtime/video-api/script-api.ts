// Provider video APIs (YouTube, Vimeo) load as third-party scripts: each is inserted once per page,
// then polled every 350 ms until its global is ready (spec section 4, "Video API loaders").
export const API_POLL_MS = 350;

const loading = new Map<string, Promise<unknown>>();

/**
 * Resolves with the API once `ready()` returns it. Every caller for the same `src` shares one
 * script tag and one poll; a script that fails to load rejects (the caller keeps its fallback).
 */
export function loadScriptApi<T>(src: string, ready: () => T | undefined): Promise<T> {
  const now = ready();
  if (now) return Promise.resolve(now);
  const known = loading.get(src) as Promise<T> | undefined;
  if (known) return known;
  const promise = new Promise<T>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.addEventListener('error', () => {
      loading.delete(src);
      clearTimeout(timer);
      reject(new Error(`Could not load the video API ${src}`));
    });
    document.head.append(script);
    let timer: ReturnType<typeof setTimeout>;
    const poll = () => {
      const api = ready();
      if (api) resolve(api);
      else timer = setTimeout(poll, API_POLL_MS);
    };
    timer = setTimeout(poll, API_POLL_MS);
  });
  loading.set(src, promise);
  return promise;
}
