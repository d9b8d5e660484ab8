// What every trigger is: started with the popup's stored `triggers` settings and a `fire` callback,
// it returns its stop function. The page is passed in so tests can give their own.
import type { GroupSettings } from '../context.ts';

export interface TriggerEnv {
  win: Window;
  doc: Document;
}

export type Stop = () => void;
export type Trigger = (settings: GroupSettings, fire: () => void, env: TriggerEnv) => Stop;

/** Adds listeners and gives back the function that removes them. */
export function listen(target: EventTarget, types: string[], handler: (event: Event) => void, options?: AddEventListenerOptions): Stop {
  for (const type of types) target.addEventListener(type, handler, options);
  return () => {
    for (const type of types) target.removeEventListener(type, handler, options);
  };
}
