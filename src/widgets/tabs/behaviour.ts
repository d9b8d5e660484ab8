// Classic tabs in the browser (shared/tabs-behaviour.ts); the mobile titles are Elementor's own.
import type { Detach } from '../../runtime/behaviours.ts';
import { attachTabs } from '../shared/tabs-behaviour.ts';

export function attach(element: HTMLElement): Detach {
  return attachTabs(element, {
    root: ':scope > .elementor-widget-container > .elementor-tabs',
    tabs: ':scope > .elementor-tabs-wrapper > .elementor-tab-desktop-title',
    mobile: ':scope > .elementor-tabs-content-wrapper > .elementor-tab-mobile-title',
    active: 'elementor-active',
  });
}
