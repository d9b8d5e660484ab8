// `page_load`: fires `page_load_delay` seconds after the page loaded (default 0).
import { numberSetting } from '../context.ts';
import type { Trigger } from './trigger.ts';

export const pageLoad: Trigger = (settings, fire) => {
  const timer = setTimeout(fire, Math.max(0, numberSetting(settings, 'page_load_delay', 0)) * 1000);
  return () => clearTimeout(timer);
};
