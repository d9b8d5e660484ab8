import { describe, expect, it } from 'vitest';
import { checkClientNames } from './client-names.ts';

describe('behaviour and island names at start-up', () => {
  const registered = new Set(['nav-menu-toggle', 'stay-planner']);

  it('accepts registered names', () => {
    expect(() =>
      checkClientNames([{ type: 'nav-menu', title: '', controls: [], behaviours: ['nav-menu-toggle'] }], registered),
    ).not.toThrow();
  });

  it('refuses an unregistered behaviour or island, naming the widget and the name', () => {
    expect(() => checkClientNames([{ type: 'tabs', title: '', controls: [], behaviours: ['tab-switcher'] }], registered)).toThrow(
      'Widget "tabs" names behaviour "tab-switcher", which src/runtime/modules.ts does not register.',
    );
    expect(() => checkClientNames([{ type: 'booking', title: '', controls: [], island: 'booking-form' }], registered)).toThrow(
      'Widget "booking" names island "booking-form", which src/runtime/modules.ts does not register.',
    );
  });
});
