// Settings -> CSS from a declaration: each applying control's `selectors` mapping, group printers and
// escape hatches, in declaration order. Browser-safe (no zod): the editor previews CSS with it.
import type { Device } from '../../model/breakpoints.ts';
import type { CssSink, Declarations } from '../../model/css.ts';
import { box, integer, num, fmt } from '../../model/css-values.ts';
import { colour, globalOr, size } from '../../model/values.ts';
import { controlApplies } from './condition.ts';
import { isGroup } from './flatten.ts';
import { GROUP_PRINTERS } from './group-css.ts';
import type { Control, Selectors } from './types.ts';

type Settings = Record<string, unknown>;

const KEYWORD = /^[a-z0-9][a-z0-9 -]{0,40}$/i;

/** A control's stored value as CSS text for `{{VALUE}}`, or undefined when it is not printable. */
export function cssValue(control: Control, value: unknown): string | undefined {
  switch (control.kind) {
    case 'color':
      return colour(value);
    case 'slider':
      return size(value, control.defaultUnit ?? 'px');
    case 'dimensions':
      return box(value);
    case 'number': {
      if (control.integer) return integer(value);
      const n = num(value);
      return n === undefined ? undefined : fmt(n);
    }
    case 'select':
    case 'choose':
    case 'switcher': {
      if (typeof value !== 'string' || value === '') return undefined;
      if ('dictionary' in control && control.dictionary)
        return Object.hasOwn(control.dictionary, value) ? control.dictionary[value] : undefined;
      if (control.kind === 'switcher') return value === (control.returnValue ?? 'yes') ? value : undefined;
      if (control.open) return KEYWORD.test(value) ? value : undefined;
      return Object.hasOwn(control.options, value) ? value : undefined;
    }
    default:
      return undefined;
  }
}

/** `{{WRAPPER}}` in a selector template becomes the element's selector. */
export function fillSelector(template: string, wrapper: string): string {
  return template.replaceAll('{{WRAPPER}}', wrapper);
}

function declarations(properties: Readonly<Record<string, string>>, value: string | undefined): Declarations {
  const out: Declarations = {};
  for (const [property, template] of Object.entries(properties)) {
    out[property] = value === undefined ? undefined : template.replaceAll('{{VALUE}}', value);
  }
  return out;
}

function printSelectors(control: Control, selectors: Selectors, settings: Settings, wrapper: string, css: CssSink): void {
  for (const [template, properties] of Object.entries(selectors)) {
    const selector = fillSelector(template, wrapper);
    if (control.responsive) {
      css.responsive(selector, settings, control.name, (v: unknown, device: Device) =>
        declarations(properties, cssValue(control, device === 'desktop' ? desktopValue(control, settings, v) : v)),
      );
    } else {
      css.add(selector, declarations(properties, cssValue(control, desktopValue(control, settings, settings[control.name]))));
    }
  }
}

/** A colour's `__globals__` reference wins over its own value, as in Elementor. */
function desktopValue(control: Control, settings: Settings, value: unknown): unknown {
  return control.kind === 'color' ? globalOr(settings, control.name) : value;
}

/** Prints the CSS of `controls` for an element whose selector is `wrapper`. */
export function declarationCss(args: { controls: readonly Control[]; settings: Settings; selector: string; css: CssSink }): void {
  const { controls, settings, selector, css } = args;
  for (const control of controls) {
    if (!controlApplies(control, settings)) continue;
    if (isGroup(control) && control.selector) {
      GROUP_PRINTERS[control.kind]({ css, selector: fillSelector(control.selector, selector), settings, prefix: control.name });
    }
    if (control.selectors) printSelectors(control, control.selectors, settings, selector, css);
    control.css?.({ settings, selector, css });
  }
}
