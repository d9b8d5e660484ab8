// Nested tabs in the browser (shared/tabs-behaviour.ts): scoped to this widget's own titles, since
// its panels may hold further tabs.
import type { Detach } from '../../runtime/behaviours.ts';
import { attachTabs } from '../shared/tabs-behaviour.ts';

export function attach(element: HTMLElement): Detach {
  return attachTabs(element, {
    root: ':scope > .elementor-widget-container > .e-n-tabs',
    tabs: ':scope > .e-n-tabs-heading > .e-n-tab-title',
    mobile: ':scope > .e-n-tabs-content > .e-n-tab-mobile-title',
    active: 'e-active',
  });
}
