// `__globals__` references (`globals/colors?id=primary`, `globals/typography?id=text`) checked
// against the kit: a reference to a global the kit does not have is dropped, so the setting's own
// value applies (as the editor would show it), and reported.

export interface GlobalIds {
  colors: ReadonlySet<string>;
  typography: ReadonlySet<string>;
  /** Per typography id, the CSS properties the kit defines; references then carry them (`&props=`). */
  typographyProperties?: ReadonlyMap<string, readonly string[]>;
}

const REFERENCE = /^globals\/(colors|typography)\?id=([\w-]+)$/;

/**
 * The settings with unknown global references removed and, when the kit's typography properties
 * are given, typography references annotated with the properties their global defines (none for a
 * missing global); the same object when nothing changes. Also the unknown references (`colors?id=x`).
 */
export function resolveGlobals(
  settings: Record<string, unknown>,
  ids: GlobalIds,
): { settings: Record<string, unknown>; unknown: string[] } {
  const globals = settings.__globals__;
  if (!globals || typeof globals !== 'object' || Array.isArray(globals)) return { settings, unknown: [] };
  const unknown: string[] = [];
  const kept: Record<string, unknown> = {};
  let rewritten = false;
  for (const [key, ref] of Object.entries(globals as Record<string, unknown>)) {
    // Elementor stores '' for a control whose global was detached: nothing to resolve.
    if (typeof ref !== 'string' || ref === '') continue;
    const m = REFERENCE.exec(ref);
    if (m && (m[1] === 'colors' ? ids.colors : ids.typography).has(m[2])) {
      const properties = m[1] === 'typography' ? ids.typographyProperties?.get(m[2]) : undefined;
      kept[key] = properties ? `${ref}&props=${properties.join('+')}` : ref;
      if (kept[key] !== ref) rewritten = true;
    } else {
      unknown.push(m ? `${m[1]}?id=${m[2]}` : ref.slice(0, 80));
      // A typography group tied to a missing global prints nothing, not its own values: Elementor
      // falls back to the widget's defaults.
      if (m && m[1] === 'typography' && ids.typographyProperties) kept[key] = `${ref}&props=`;
    }
  }
  return unknown.length || rewritten ? { settings: { ...settings, __globals__: kept }, unknown } : { settings, unknown };
}
