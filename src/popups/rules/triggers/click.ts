// `click`: fires on the visitor's `click_times`-th click anywhere on the page (default 1).
import { numberSetting } from '../context.ts';
import { listen, type Trigger } from './trigger.ts';

export const click: Trigger = (settings, fire, { doc }) => {
  const times = Math.max(1, numberSetting(settings, 'click_times', 1));
  let clicks = 0;
  return listen(doc, ['click'], () => {
    if (++clicks >= times) fire();
  });
};
