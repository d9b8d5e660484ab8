// Page CSS generated from element settings: one rule list per device, printed as one stylesheet
// with media queries only for the kit's active breakpoints.
import { type Breakpoints, type Device, activeDevices, mediaQuery } from './breakpoints.ts';
import { ownResponsiveValues } from './responsive.ts';

export type Declarations = Record<string, string | undefined>;

export interface CssSink {
  /** Adds declarations for a selector on a device (desktop = base rules). Undefined values are skipped. */
  add(selector: string, declarations: Declarations, device?: Device): void;
  /**
   * For a responsive setting: calls `toDeclarations` for each active device that sets its own value
   * and adds the result under that device's media query.
   */
  responsive(
    selector: string,
    settings: Record<string, unknown>,
    key: string,
    toDeclarations: (value: unknown, device: Device) => Declarations | undefined,
  ): void;
  readonly breakpoints: Breakpoints;
  toString(): string;
}

/** `responsive()` for a sink: each active device that sets its own value adds under its query. */
function responsiveVia(add: CssSink['add'], breakpoints: Breakpoints): CssSink['responsive'] {
  return (selector, settings, key, toDeclarations) => {
    for (const { device, value } of ownResponsiveValues(settings, key, breakpoints)) {
      const decls = toDeclarations(value, device);
      if (decls) add(selector, decls, device);
    }
  };
}

export function createCssSink(breakpoints: Breakpoints): CssSink {
  // device -> selector -> declarations (insertion order kept)
  const rules = new Map<Device, Map<string, Map<string, string>>>();

  function add(selector: string, declarations: Declarations, device: Device = 'desktop'): void {
    const entries = Object.entries(declarations).filter(([, v]) => v !== undefined && v !== '') as [string, string][];
    if (entries.length === 0) return;
    let byDevice = rules.get(device);
    if (!byDevice) rules.set(device, (byDevice = new Map()));
    let decls = byDevice.get(selector);
    if (!decls) byDevice.set(selector, (decls = new Map()));
    for (const [prop, value] of entries) decls.set(prop, value);
  }

  return {
    breakpoints,
    add,
    responsive: responsiveVia(add, breakpoints),
    toString() {
      let out = '';
      for (const device of activeDevices(breakpoints)) {
        const byDevice = rules.get(device);
        if (!byDevice) continue;
        let block = '';
        for (const [selector, decls] of byDevice) {
          block += `${selector}{${[...decls].map(([p, v]) => `${p}:${v}`).join(';')}}`;
        }
        const query = mediaQuery(device, breakpoints);
        out += query ? `@media${query}{${block}}` : block;
      }
      return out;
    },
  };
}

export interface RecordedRule {
  selector: string;
  declarations: Declarations;
  device: Device;
}

/**
 * A sink that only records what is added, to be replayed into a page's sink later: an element's
 * CSS depends only on its settings and the breakpoints, so it is generated once per element version.
 */
export function createRecordingSink(breakpoints: Breakpoints): CssSink & { readonly rules: RecordedRule[] } {
  const rules: RecordedRule[] = [];
  const add = (selector: string, declarations: Declarations, device: Device = 'desktop') => {
    rules.push({ selector, declarations, device });
  };
  return {
    breakpoints,
    rules,
    add,
    responsive: responsiveVia(add, breakpoints),
    toString() {
      return '';
    },
  };
}
