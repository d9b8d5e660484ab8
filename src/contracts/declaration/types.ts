// The widget declaration: plain data in Elementor's vocabulary (control names, kinds, tabs, sections,
// conditions, selectors). Everything else (zod schema, settings type, CSS, sanitising, the editor's
// form) is derived from it. No zod and no node imports here: the editor imports this in the browser.
import type { Device } from '../../model/breakpoints.ts';
import type { CssSink } from '../../model/css.ts';

export type Tab = 'content' | 'style' | 'advanced';

/**
 * Elementor's `condition`: every key must hold. A key may end in `!` (not equal); a value may be a
 * list (any of). Keys name controls of the same declaration (or a group's field, `typography_typography`).
 */
export type Condition = Record<string, string | number | boolean | ReadonlyArray<string | number | boolean>>;

/** Elementor's `conditions`: terms joined by `and`/`or`; a term is a nested set or one comparison. */
export interface Conditions {
  relation?: 'and' | 'or';
  terms: ReadonlyArray<Conditions | ConditionTerm>;
}
export interface ConditionTerm {
  name: string;
  operator: '==' | '!=' | 'in' | '!in' | '===' | '!==' | '<' | '>' | '<=' | '>=' | 'contains' | '!contains';
  value: unknown;
}

/**
 * Elementor's `selectors`, typed: selector template -> CSS property -> value template. `{{WRAPPER}}`
 * is the element's selector; `{{VALUE}}` the control's value converted to CSS for its kind (a colour,
 * a length with its unit, a box shorthand, an option through `dictionary`). A declaration whose value
 * converts to nothing prints nothing.
 */
export type Selectors = Readonly<Record<string, Readonly<Record<string, string>>>>;

/** Arguments of a control's CSS escape hatch: used only where a mapping cannot say it. */
export interface ControlCssArgs {
  settings: Record<string, unknown>;
  /** The element's selector (what `{{WRAPPER}}` stands for). */
  selector: string;
  css: CssSink;
}

interface ControlBase<N extends string> {
  /** Elementor's setting name. */
  name: N;
  label: string;
  tab?: Tab;
  /** The panel section (Elementor's `start_controls_section` id), e.g. 'section_title'. */
  section?: string;
  /** Per-device values (`{name}_tablet`, `{name}_mobile`, and any active extra breakpoint). */
  responsive?: boolean;
  condition?: Condition;
  conditions?: Conditions;
  /** Help text under the control (Elementor's `description`). */
  description?: string;
  /** Greyed hint in an empty field (Elementor's `placeholder`). */
  placeholder?: string;
  /** What a settings form says when it refuses the value (site settings); else a message from the kind. */
  invalid?: string;
  selectors?: Selectors;
  /** Escape hatch for CSS that a mapping cannot express; runs where the control stands in order. */
  css?: (args: ControlCssArgs) => void;
}

export interface TextControl<N extends string = string> extends ControlBase<N> {
  kind: 'text' | 'textarea';
  default?: string;
  /**
   * The value is HTML. 'inline' (titles, labels): sanitised to the inline allow-list on save and
   * render. 'unfiltered' (the HTML widget): kept as written when whoever saves it may post
   * unfiltered HTML, cleaned like rich text otherwise (src/content/save-post.ts).
   */
  html?: 'inline' | 'unfiltered';
  /** A regular expression the whole value must match (source text, anchored by the caller). */
  pattern?: string;
  maxLength?: number;
}

export interface WysiwygControl<N extends string = string> extends ControlBase<N> {
  kind: 'wysiwyg';
  default?: string;
}

export interface NumberControl<N extends string = string> extends ControlBase<N> {
  kind: 'number';
  default?: number | null;
  min?: number;
  max?: number;
  step?: number;
  integer?: boolean;
}

export interface SliderValue {
  unit?: string;
  size?: number | string | null;
}

export interface SliderControl<N extends string = string> extends ControlBase<N> {
  kind: 'slider';
  default?: SliderValue;
  /** Units the editor offers (Elementor's `size_units`); the first is the default. */
  units?: readonly string[];
  /** Per-unit ranges for the editor (Elementor's `range`). */
  range?: Readonly<Record<string, { min?: number; max?: number; step?: number }>>;
  /** Unit of a bare number when printed (a stored `12` with `defaultUnit: 'em'` is `12em`). */
  defaultUnit?: string;
}

export interface DimensionsControl<N extends string = string> extends ControlBase<N> {
  kind: 'dimensions';
  default?: Record<string, string | boolean>;
  units?: readonly string[];
}

/** Elementor's GAPS control: `{column, row, unit}` (older documents: `{size, unit}`). */
export interface GapsControl<N extends string = string> extends ControlBase<N> {
  kind: 'gaps';
  units?: readonly string[];
}

export interface ColorControl<N extends string = string> extends ControlBase<N> {
  kind: 'color';
  default?: string;
}

/** value -> label, in the order the editor lists them. */
export type Options = Readonly<Record<string, string>>;

export interface SelectControl<N extends string = string> extends ControlBase<N> {
  kind: 'select' | 'choose';
  options: Options;
  /** A list of option keys when `multiple`. */
  default?: string | readonly string[];
  /** Option value -> CSS value (Elementor's `selectors_dictionary`). */
  dictionary?: Readonly<Record<string, string>>;
  /**
   * Values outside `options` are kept (and checked where printed): for Elementor settings whose real
   * documents hold more values than the current editor offers (font weights, custom keywords).
   */
  open?: boolean;
  /** Several values may be chosen (Elementor's SELECT2 `multiple`): the value is a list of option keys. */
  multiple?: boolean;
}

export interface SwitcherControl<N extends string = string> extends ControlBase<N> {
  kind: 'switcher';
  default?: string | boolean;
  /** What Elementor stores when on (default 'yes'); off is ''. */
  returnValue?: string;
  /** Stored as true/false instead (Foyer's own site settings: theme options, statistics). */
  boolean?: true;
  /** Any stored string (or boolean) is kept and read as on when truthy: for keys older exports vary. */
  open?: boolean;
}

export interface MediaControl<N extends string = string> extends ControlBase<N> {
  kind: 'media';
  default?: { url: string; id?: number | string };
}

export interface GalleryControl<N extends string = string> extends ControlBase<N> {
  kind: 'gallery';
}

export interface UrlControl<N extends string = string> extends ControlBase<N> {
  kind: 'url';
  /** Plain `{url}` with whatever else the document stores, optional: for layouts' links. */
  optional?: boolean;
}

export interface IconsControl<N extends string = string> extends ControlBase<N> {
  kind: 'icons';
  default?: { value: string; library: string };
}

/** Settings Elementor keeps that the editor shows nowhere (legacy values, editor bookkeeping). */
export interface HiddenControl<N extends string = string> extends ControlBase<N> {
  kind: 'hidden';
  /** How to read the stored value: 'string' (default) or anything ('unknown'). */
  value?: 'string' | 'unknown' | 'object';
  default?: string;
}

export interface RepeaterControl<N extends string = string> extends ControlBase<N> {
  kind: 'repeater';
  fields: readonly Control[];
  default?: ReadonlyArray<Record<string, unknown>>;
  /** The field shown as an item's title in the editor. */
  titleField?: string;
}

/**
 * A list of short texts (site settings: excluded IP ranges), typed one per line. `format` names the
 * check each entry passes where the list is checked (src/contracts/settings/check.ts).
 */
export interface ListControl<N extends string = string> extends ControlBase<N> {
  kind: 'list';
  default?: readonly string[];
  format?: 'ip-range';
  maxItems?: number;
  /** Longest entry, in characters. */
  maxLength?: number;
}

export const GROUP_KINDS = ['typography', 'text-shadow', 'box-shadow', 'border', 'css-filters', 'background'] as const;
export type GroupKind = (typeof GROUP_KINDS)[number];

/**
 * A group control (Elementor's `add_group_control`): `name` is the prefix of its settings
 * (`typography` -> `typography_font_size`, ...). `selector` is where its CSS goes; without one the
 * element's own CSS prints it (layouts print their background and border with overlay logic).
 */
export interface GroupControl<N extends string = string> extends ControlBase<N> {
  kind: GroupKind;
  selector?: string;
  /** Background only: the background types offered (`classic`, `gradient`, `video`, `slideshow`). */
  types?: readonly string[];
}

export type Control<N extends string = string> =
  | TextControl<N>
  | WysiwygControl<N>
  | NumberControl<N>
  | SliderControl<N>
  | DimensionsControl<N>
  | GapsControl<N>
  | ColorControl<N>
  | SelectControl<N>
  | SwitcherControl<N>
  | MediaControl<N>
  | GalleryControl<N>
  | UrlControl<N>
  | IconsControl<N>
  | HiddenControl<N>
  | RepeaterControl<N>
  | ListControl<N>
  | GroupControl<N>;

export type ControlKind = Control['kind'];

/**
 * The panel categories widgets are listed under, after Elementor's (`basic`, `general`,
 * `pro-elements` = pro, `theme-elements` = site, `theme-elements-single` = theme,
 * `woocommerce-elements` = commerce), with Foyer's media and forms.
 */
export const WIDGET_CATEGORIES = ['basic', 'general', 'pro', 'site', 'theme', 'media', 'forms', 'commerce'] as const;
export type WidgetCategory = (typeof WIDGET_CATEGORIES)[number];
export const CATEGORY_LABELS: Readonly<Record<WidgetCategory, string>> = {
  basic: 'Basic',
  general: 'General',
  pro: 'Pro',
  site: 'Site',
  theme: 'Theme',
  media: 'Media',
  forms: 'Forms',
  commerce: 'Commerce',
};

/** The tab labels Elementor shows; layout elements call their content tab "Layout". */
export const TAB_LABELS: Readonly<Record<Tab, string>> = { content: 'Content', style: 'Style', advanced: 'Advanced' };

/** A panel section (Elementor's `start_controls_section`): its id, label and tab. */
export interface Section {
  name: string;
  label: string;
  /** Default 'content'. */
  tab?: Tab;
  /** Shown only when this holds (a skin's sections, say). */
  condition?: Condition;
}

/** A widget's or layout element's declaration. */
export interface Declaration {
  /** Elementor's widgetType (or elType for layouts). */
  type: string;
  title: string;
  /** Controls in order: the editor lists them so, and CSS is printed in this order. */
  controls: readonly Control[];
  /**
   * The panel sections in the order the editor shows them within each tab. Every section a
   * control names is listed here, and every listed section holds a control (test/declarations).
   */
  sections?: readonly Section[];
  /** Labels of the tabs where they differ from TAB_LABELS. */
  tabLabels?: Readonly<Partial<Record<Tab, string>>>;
  /** Browser behaviours (src/runtime/modules.ts) an instance may ask for; checked at start-up. */
  behaviours?: readonly string[];
  /** The island (src/runtime/modules.ts) that hydrates the widget, if it has client state. */
  island?: string;
  /** The panel category (widgets). */
  category?: WidgetCategory;
  /** The panel icon: an Elementor icon font class name (`eicon-t-letter`), not icon data. */
  icon?: string;
  /** Words the panel search matches besides the title (Elementor's `get_keywords`). */
  keywords?: readonly string[];
}

/** A widget's declaration: what the panel lists it by is required, so a new widget cannot forget it. */
export interface WidgetDeclaration extends Declaration {
  category: WidgetCategory;
  icon: string;
  keywords: readonly string[];
  sections: readonly Section[];
}

export type { Device };
