// A popup's triggers (Elementor's `triggers` groups): each enabled one starts; the first to fire
// stops them all (spec section 4) and reports its name.
import { groupSettings, isOn } from '../context.ts';
import { adblockDetection } from './adblock-detection.ts';
import { click } from './click.ts';
import { exitIntent } from './exit-intent.ts';
import { inactivity } from './inactivity.ts';
import { pageLoad } from './page-load.ts';
import { scrollingTo } from './scrolling-to.ts';
import { scrolling } from './scrolling.ts';
import type { Stop, Trigger, TriggerEnv } from './trigger.ts';

export const TRIGGERS: Record<string, Trigger> = {
  page_load: pageLoad,
  scrolling,
  scrolling_to: scrollingTo,
  click,
  inactivity,
  exit_intent: exitIntent,
  adblock_detection: adblockDetection,
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
