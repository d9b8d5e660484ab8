// A popup's triggers (Elementor's `triggers` groups): each enabled one starts; the first to fire
// stops them all (spec section 4) and reports its name.
import { groupSettings, isOn } from '../context.ts';
import { click } from './click.ts';
import { exitIntent } from './exit-intent.ts';
import { inactivity } from './inactivity.ts';
import { pageLoad } from './page-load.ts';
import { scrollingTo } from './scrolling-to.ts';
import { scrolling } from './scrolling.ts';
import type { Stop, Trigger, TriggerEnv } from './trigger.ts';

/**
 * A trigger whose code loads only when a popup uses it (the ad blocker bait is the largest, and rare).
 * It starts once loaded; stopped before that, it never starts.
 */
function loadedWhenUsed(load: () => Promise<Trigger>): Trigger {
  return (settings, fire, env) => {
    let stop: Stop | undefined;
    let stopped = false;
    load().then(
      (trigger) => {
        if (!stopped) stop = trigger(settings, fire, env);
      },
      (error: unknown) => console.error('A popup trigger could not load:', error),
    );
    return () => {
      stopped = true;
      stop?.();
    };
  };
}

export const TRIGGERS: Record<string, Trigger> = {
  page_load: pageLoad,
  scrolling,
  scrolling_to: scrollingTo,
  click,
  inactivity,
  exit_intent: exitIntent,
  adblock_detection: loadedWhenUsed(() => import('./adblock-detection.ts').then((m) => m.adblockDetection)),
};

/** Starts the enabled triggers; returns the function that stops those still running. */
export function startTriggers(rawTriggers: unknown, onFire: (trigger: string) => void, env: TriggerEnv): Stop {
  const settings = groupSettings(rawTriggers);
  const stops: Stop[] = [];
  let done = false;
  const stopAll = () => {
    done = true;
    for (const stop of stops.splice(0)) stop();
  };
  for (const [name, trigger] of Object.entries(TRIGGERS)) {
    if (done || !isOn(settings, name)) continue;
    const stop = trigger(
      settings,
      () => {
        if (done) return;
        stopAll();
        onFire(name);
      },
      env,
    );
    if (done) stop();
    else stops.push(stop);
  }
  return stopAll;
}
