// `inactivity`: fires after `inactivity_time` seconds (default 30) without the visitor moving the
// mouse, pressing a key, touching, or scrolling (Elementor watched only keys and the mouse, which
// would take a phone reader scrolling through the page for an idle one).
import { numberSetting } from '../context.ts';
import { listen, type Trigger } from './trigger.ts';

const ACTIVITY = ['mousemove', 'keydown', 'pointerdown', 'touchstart', 'wheel', 'scroll'];

export const inactivity: Trigger = (settings, fire, { doc }) => {
  const ms = Math.max(0, numberSetting(settings, 'inactivity_time', 30)) * 1000;
  let timer = setTimeout(fire, ms);
  const stopListening = listen(
    doc,
    ACTIVITY,
    () => {
      clearTimeout(timer);
      timer = setTimeout(fire, ms);
    },
    { passive: true, capture: true },
  );
  return () => {
    clearTimeout(timer);
    stopListening();
  };
};
