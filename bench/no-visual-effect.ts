// Why a widget setting the document sets may leave the page unchanged: Elementor's own conditions
// (a group control that is switched off, a global that overrides the local value, an option that
// only applies with another one). Each rule returns its reason only when its condition holds for
// the element's settings, so a setting is never excused wholesale.
import { baseSettingKey } from '../src/render/setting-keys.ts';
import { DEFAULT_BREAKPOINTS } from '../src/model/breakpoints.ts';
import { resolveResponsive } from '../src/model/responsive.ts';

type Settings = Record<string, unknown>;
type Rule = (key: string, s: Settings) => string | undefined;

const globals = (s: Settings) => (s.__globals__ && typeof s.__globals__ === 'object' ? (s.__globals__ as Settings) : {});
const on = (v: unknown) => typeof v === 'string' && v !== '';

/** Group controls whose fields Elementor applies only while the group's switch has this value. */
const GROUPS: Array<{ field: RegExp; switchKey: (prefix: string) => string; isOn: (v: unknown) => boolean; reason: string }> = [
  {
    field: /^(.*)_(font_family|font_size|font_weight|line_height|letter_spacing|word_spacing|text_transform|font_style|text_decoration)$/,
    switchKey: (p) => `${p}_typography`,
    isOn: (v) => v === 'custom',
    reason: 'typography group not switched to custom (Elementor condition)',
  },
  {
    field: /^(.*_box_shadow)_box_shadow(_position)?$/,
    switchKey: (p) => `${p}_box_shadow_type`,
    isOn: (v) => v === 'yes',
    reason: 'box-shadow group switched off (Elementor condition)',
  },
  {
    field: /^(.*_text_shadow)_text_shadow$/,
    switchKey: (p) => `${p}_text_shadow_type`,
    isOn: (v) => v === 'yes',
    reason: 'text-shadow group switched off (Elementor condition)',
  },
  {
    field: /^(.*css_filters(?:_hover)?)_(blur|brightness|contrast|saturate|hue)$/,
    switchKey: (p) => `${p}_css_filter`,
    isOn: (v) => v === 'custom',
    reason: 'CSS filters group not switched to custom (Elementor condition)',
  },
  {
    field: /^(.*border)_(width|color|radius_never)$/,
    switchKey: (p) => `${p}_border`,
    isOn: on,
    reason: 'border type not chosen, so width and colour do not apply (Elementor condition)',
  },
];

/** Device suffixes of breakpoints the default kit leaves off: their values never reach a page. */
const INACTIVE_SUFFIXES = Object.entries(DEFAULT_BREAKPOINTS)
  .filter(([, bp]) => !bp.isEnabled)
  .map(([device]) => `_${device}`);

/** True when no device shows a value in `key` (responsive variants included). */
const unsetEverywhere = (s: Settings, key: string) => Object.keys(s).every((k) => !(k === key || k.startsWith(`${key}_`)) || !on(s[k]));
const hasIcon = (s: Settings) => {
  const icon = s.selected_icon as { value?: unknown } | undefined;
  return Boolean((icon && (typeof icon.value === 'object' ? icon.value : on(icon.value))) || on(s.icon));
};
const when = (condition: (s: Settings) => boolean, reason: string) => (s: Settings) => (condition(s) ? reason : undefined);

const RULES: Rule[] = [
  (key) => (INACTIVE_SUFFIXES.some((x) => key.endsWith(x)) ? 'its breakpoint is not active in the kit' : undefined),
  (key, s) =>
    /_typography$/.test(key) &&
    s[key] === 'custom' &&
    Object.keys(s).every((k) => k === key || !k.startsWith(`${key.slice(0, -'typography'.length)}`))
      ? 'typography switched to custom with no field set'
      : undefined,
  (key, s) => (on(globals(s)[baseSettingKey(key)]) ? 'a kit global overrides the local value' : undefined),
  (key, s) => {
    const base = baseSettingKey(key);
    for (const g of GROUPS) {
      const m = g.field.exec(base);
      if (!m) continue;
      const switchKey = g.switchKey(m[1]);
      if (on(globals(s)[switchKey])) return 'a kit global typography overrides the group';
      if (!g.isOn(s[switchKey])) return g.reason;
    }
    return undefined;
  },
];

/** The reason `key` cannot change this element's output, or undefined when it should. */
export function noVisualEffect(type: string, key: string, settings: Settings): string | undefined {
  for (const rule of [...RULES, ...(WIDGET_RULES[type] ?? [])]) {
    const reason = rule(key, settings);
    if (reason) return reason;
  }
  return undefined;
}

/** Per widget: settings that only apply together with another one (Elementor's control conditions). */
const WIDGET_SETTING_RULES: Record<string, Record<string, (s: Settings) => string | undefined>> = {
  posts: {
    ...Object.fromEntries(
      ['pagination_page_limit', 'pagination_prev_label', 'pagination_next_label'].map((k) => [
        k,
        when((s) => !['numbers', 'prev_next', 'numbers_and_prev_next'].includes(String(s.pagination_type ?? '')), 'no pagination chosen'),
      ]),
    ),
    // Each skin's controls apply only with their own switch on (Elementor Pro's conditions).
    ...Object.fromEntries(
      ['classic', 'cards'].flatMap((skin) => [
        [`${skin}_excerpt_length`, when((s) => s[`${skin}_show_excerpt`] === '', 'excerpt switched off (Elementor condition)')],
        [`${skin}_read_more_text`, when((s) => s[`${skin}_show_read_more`] === '', 'read more switched off (Elementor condition)')],
        [`${skin}_thumbnail_size_size`, when((s) => s[`${skin}_thumbnail`] === 'none', 'no image shown (Elementor condition)')],
      ]),
    ),
  },
  button: {
    icon_align: when((s) => !hasIcon(s), 'no icon chosen, so there is nothing to place'),
    icon_indent: when((s) => !hasIcon(s), 'no icon chosen, so there is nothing to space'),
  },
  'icon-list': Object.fromEntries(
    ['divider_style', 'divider_weight', 'divider_width', 'divider_height', 'divider_color'].map((k) => [
      k,
      when((s) => s.divider !== 'yes', 'dividers switched off (Elementor condition)'),
    ]),
  ),
  'image-box': {
    content_vertical_alignment: when(
      (s) => unsetEverywhere(s, 'position') || resolveResponsive(s, 'position', 'mobile') === 'top',
      'applies to an image beside the text only; the image is on top (Elementor condition)',
    ),
  },
  image: {
    image_custom_dimension: when((s) => s.image_size !== 'custom', 'image size is not custom (Elementor condition)'),
    link: when((s) => s.link_to !== 'custom', 'link target is not a custom URL (Elementor condition)'),
  },
  divider: { text: when((s) => s.look !== 'line_text', 'divider look has no text (Elementor condition)') },
  form: Object.fromEntries(
    ['success_message', 'error_message', 'required_field_message', 'invalid_message', 'server_message'].map((k) => [
      k,
      when((s) => s.custom_messages !== 'yes', 'custom messages switched off: Elementor shows its defaults (Elementor condition)'),
    ]),
  ),
};

const WIDGET_RULES: Record<string, Rule[]> = Object.fromEntries(
  Object.entries(WIDGET_SETTING_RULES).map(([type, byKey]) => [type, [(key: string, s: Settings) => byKey[baseSettingKey(key)]?.(s)]]),
);
