// The ids Elementor gives tab and accordion items, kept so links to `#elementor-tab-title-5221` that
// work on the old site still open the same item: the first three digits of the element id read as a
// hexadecimal number, then the item's number.
export function elementUid(elementId: string): string {
  if (/^[0-9a-f]{1,12}$/i.test(elementId)) return String(parseInt(elementId, 16)).slice(0, 3);
  return elementId.replace(/[^\w-]/g, '_');
}

/** A repeater item's own CSS id (nested widgets' `element_id` / `element_css_id`), if it is a safe id. */
export function itemCssId(value: unknown): string | undefined {
  return typeof value === 'string' && /^[A-Za-z][\w-]{0,80}$/.test(value) ? value : undefined;
}
