// Settings every element shares (Elementor's Advanced tab): spacing, width, position, visibility,
// entrance animation. Layout and widget definitions add their own on top.
import type { CssSink } from '../model/css.ts';
import type { ElementNode } from '../model/element.ts';
import { dimensions, size } from '../model/values.ts';

/** Base keys handled here; anything else must be in the element's own schema to count as supported. */
const COMMON_KEYS = new Set([
  '_title', '_margin', '_padding', '_element_width', '_element_custom_width', '_z_index', '_element_id',
  '_css_classes', '_position', '_offset_x', '_offset_y', '_flex_size', '_flex_align_self', '_flex_order',
  '_animation', 'animation', '_animation_delay', 'animation_delay', 'animation_duration',
  'hide_desktop', 'hide_tablet', 'hide_mobile', '__globals__', '__dynamic__', 'content_width',
]);

export function isCommonSetting(key: string): boolean {
  return COMMON_KEYS.has(key);
}

export function commonClasses(settings: Record<string, unknown>): string[] {
  const out: string[] = [];
  for (const device of ['desktop', 'tablet', 'mobile'] as const) {
    if (settings[`hide_${device}`]) out.push(`elementor-hidden-${device}`);
  }
  const extra = settings._css_classes;
  if (typeof extra === 'string') out.push(...extra.split(/\s+/).filter((c) => /^[\w-]+$/.test(c)));
  const animation = settings._animation ?? settings.animation;
  if (typeof animation === 'string' && animation && animation !== 'none') out.push('elementor-invisible');
  return out;
}

export function commonCss(args: { settings: Record<string, unknown>; selector: string; css: CssSink; element: ElementNode }): void {
  const { settings, selector, css, element } = args;
  // Widgets put spacing on their inner container, as Elementor does; layout elements on themselves.
  const box = element.elType === 'widget' ? `${selector}>.elementor-widget-container` : selector;
  const padKey = element.elType === 'widget' ? '_padding' : 'padding';
  const marginKey = element.elType === 'widget' ? '_margin' : 'margin';
  css.responsive(box, settings, padKey, (v) => ({ padding: dimensions(v) }));
  css.responsive(box, settings, marginKey, (v) => ({ margin: dimensions(v) }));
  css.responsive(selector, settings, '_z_index', (v) => ({ 'z-index': typeof v === 'number' || /^-?\d+$/.test(String(v)) ? String(v) : undefined }));
  css.responsive(selector, settings, '_element_width', (v) =>
    v === 'auto' ? { width: 'auto', 'max-width': 'auto' } : v === 'inherit' ? { width: '100%' } : undefined,
  );
  css.responsive(selector, settings, '_element_custom_width', (v) => ({ '--container-widget-width': size(v), width: size(v), 'max-width': size(v) }));
  css.responsive(selector, settings, '_flex_align_self', (v) => ({ 'align-self': keyword(v) }));
  css.responsive(selector, settings, '_flex_order', (v) => ({ order: typeof v === 'string' && /^-?\d+$/.test(v) ? v : undefined }));
  css.responsive(selector, settings, '_flex_size', (v) =>
    v === 'grow' ? { flex: '1 1 auto' } : v === 'shrink' ? { flex: '0 1 auto' } : v === 'none' ? { flex: '0 0 auto' } : undefined,
  );
  if (settings._position === 'absolute' || settings._position === 'fixed') {
    css.add(selector, { position: settings._position });
    css.responsive(selector, settings, '_offset_x', (v) => ({ left: size(v) }));
    css.responsive(selector, settings, '_offset_y', (v) => ({ top: size(v) }));
  }
}

function keyword(v: unknown): string | undefined {
  return typeof v === 'string' && /^[a-z-]{1,20}$/.test(v) ? v : undefined;
}

/** Behaviours any element can ask for. */
export function commonBehaviours(settings: Record<string, unknown>): string[] {
  const animation = settings._animation ?? settings.animation;
  return typeof animation === 'string' && animation && animation !== 'none' ? ['entrance-animation'] : [];
}

/** What the browser needs of the common settings. */
export function commonClientSettings(settings: Record<string, unknown>): Record<string, unknown> | undefined {
  const animation = settings._animation ?? settings.animation;
  if (typeof animation !== 'string' || !animation || animation === 'none') return undefined;
  const delay = Number(settings._animation_delay ?? settings.animation_delay ?? 0);
  return { animation, animation_delay: Number.isFinite(delay) ? delay : 0 };
}
