import { describe, expect, it } from 'vitest';
import { CLIENT_MODULE_NAMES } from '../runtime/module-names.ts';
import { checkClientRegistries } from './check-registries.ts';

describe('checkClientRegistries', () => {
  it('passes for the registered widgets and elements', () => {
    expect(() => checkClientRegistries()).not.toThrow();
  });

  it('names the widget and the module when a behaviour is missing', () => {
    const withoutCounter = new Set([...CLIENT_MODULE_NAMES].filter((name) => name !== 'counter-animation'));
    expect(() => checkClientRegistries(withoutCounter)).toThrow('Widget "counter" names behaviour "counter-animation"');
  });

  it('names the element when the shared entrance animation is missing', () => {
    const withoutEntrance = new Set([...CLIENT_MODULE_NAMES].filter((name) => name !== 'entrance-animation'));
    expect(() => checkClientRegistries(withoutEntrance)).toThrow(/names behaviour "entrance-animation"/);
  });

  it('names the island when one is missing', () => {
    const withoutPlanner = new Set([...CLIENT_MODULE_NAMES].filter((name) => name !== 'stay-planner'));
    expect(() => checkClientRegistries(withoutPlanner)).toThrow(/island "stay-planner"/);
  });
});
