// The session the app runs under, kept fresh: nonces live an hour, so before a write the app asks
// for new ones when its own are older than half of that (as the site's account forms do).
import { useCallback, useRef, useState } from 'react';
import { api } from './api-client.ts';
import type { SessionInfo } from './shared/api.ts';

const FRESH_MS = 30 * 60 * 1000;

export interface SessionState {
  session: SessionInfo;
  /** Replace the session (after logging in or out). */
  setSession(next: SessionInfo): void;
  /** The current nonces, fetched again first when they are getting old. */
  freshNonces(): Promise<SessionInfo['nonces']>;
}

export function useSession(initial: SessionInfo): SessionState {
  const [session, setState] = useState(initial);
  const latest = useRef({ session: initial, at: Date.now() });
  const setSession = useCallback((next: SessionInfo) => {
    latest.current = { session: next, at: Date.now() };
    setState(next);
  }, []);
  const freshNonces = useCallback(async () => {
    if (Date.now() - latest.current.at < FRESH_MS) return latest.current.session.nonces;
    const next = await api<SessionInfo>('/session');
    setSession(next);
    return next.nonces;
  }, [setSession]);
  return { session, setSession, freshNonces };
}
