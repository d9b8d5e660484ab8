// `scrolling`: fires on scrolling up (`scrolling_direction: up`) or, scrolling down, once the page is
// scrolled past `scrolling_offset` percent of its scrollable height (default down, 50 %).
import { numberSetting, stringSetting } from '../context.ts';
import { listen, type Trigger } from './trigger.ts';

export const scrolling: Trigger = (settings, fire, { win, doc }) => {
  const up = stringSetting(settings, 'scrolling_direction', 'down') === 'up';
  const offset = numberSetting(settings, 'scrolling_offset', 50);
  let last = win.scrollY;
  return listen(
    win,
    ['scroll'],
    () => {
      const y = win.scrollY;
      const moved = y - last;
      last = y;
      const goingUp = moved < 0;
      if (moved === 0 || goingUp !== up) return;
      if (up) return fire();
      const scrollable = doc.documentElement.scrollHeight - win.innerHeight;
      if (scrollable > 0 && (y / scrollable) * 100 >= offset) fire();
    },
    { passive: true },
  );
};
