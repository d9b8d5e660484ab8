// Sample values per control kind, for checks that run every declaration's CSS with a real value.
import type { Control, GroupKind } from '../../src/contracts/declaration/types.ts';

/** A value a person could have set for the control (undefined: the kind stores nothing printable). */
export function sampleValue(control: Control): unknown {
  switch (control.kind) {
    case 'color':
      return '#123456';
    case 'slider':
      return { unit: control.defaultUnit === '%' ? '%' : 'px', size: 12 };
    case 'dimensions':
      return { unit: 'px', top: '1', right: '2', bottom: '3', left: '4', isLinked: false };
    case 'gaps':
      return { unit: 'px', column: '10', row: '20' };
    case 'number':
      return 3;
    case 'switcher':
      return control.returnValue ?? 'yes';
    case 'select':
    case 'choose': {
      const keys = Object.keys(control.dictionary ?? control.options).filter(Boolean);
      return control.kind === 'select' && control.multiple ? keys.slice(0, 1) : keys[0];
    }
    case 'text':
    case 'textarea':
      return control.pattern ? undefined : 'Sample text'.slice(0, control.maxLength);
    default:
      return undefined;
  }
}

/** Settings that switch a group on with a value in each of its fields. */
export function sampleGroup(kind: GroupKind, prefix: string): Record<string, unknown> {
  const p = (rest: Record<string, unknown>) => Object.fromEntries(Object.entries(rest).map(([k, v]) => [`${prefix}_${k}`, v]));
  switch (kind) {
    case 'typography':
      return p({
        typography: 'custom',
        font_family: 'Roboto',
        font_size: { unit: 'px', size: 18 },
        font_weight: '700',
        text_transform: 'uppercase',
        line_height: { unit: 'em', size: 1.4 },
        letter_spacing: { unit: 'px', size: 1 },
      });
    case 'text-shadow':
      return p({ text_shadow_type: 'yes', text_shadow: { horizontal: 1, vertical: 2, blur: 3, color: 'rgba(0,0,0,0.3)' } });
    case 'box-shadow':
      return p({ box_shadow_type: 'yes', box_shadow: { horizontal: 1, vertical: 2, blur: 3, spread: 0, color: '#000' } });
    case 'border':
      return p({ border: 'solid', width: { unit: 'px', top: '1', right: '1', bottom: '1', left: '1' }, color: '#222' });
    case 'css-filters':
      return p({ css_filter: 'custom', blur: { unit: 'px', size: 2 }, brightness: { unit: 'px', size: 90 } });
    case 'background':
      return p({
        background: 'classic',
        color: '#fafafa',
        image: { url: '/media/sample.jpg', id: 1 },
        size: 'cover',
        position: 'center center',
      });
  }
}
