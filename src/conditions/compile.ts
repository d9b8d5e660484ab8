// Turns stored condition strings into checks with their Elementor priority; unknown ones are dropped with a warning.
import type { Catalogue, ConditionKind } from './catalogue.ts';
import { parseCondition } from './parse.ts';
import type { ConditionWarn, DisplayRequest } from './types.ts';

export interface CompiledCondition {
  isInclude: boolean;
  group: ConditionKind;
  sub?: ConditionKind;
  subId: number;
  /** Lower is more specific. */
  priority: number;
}

/**
 * Elementor Pro's specificity (Conditions_Manager::get_condition_priority): the group's priority,
 * or with a sub-condition the smaller of the two minus 10, minus 10 more for one object by id,
 * else minus 5 when the sub-condition has none of its own. E.g. `include/general` 100,
 * `include/archive/area` 55, `include/singular/page` 30, `include/archive/area/12` 50,
 * `include/singular/front_page` 15, `include/singular/page/7529` 20, `include/singular/not_found404` 5.
 */
export function conditionPriority(group: ConditionKind, sub: ConditionKind | undefined, subId: number): number {
  if (!sub) return group.priority;
  let priority = Math.min(group.priority, sub.priority) - 10;
  if (subId) priority -= 10;
  else if (!sub.hasSubConditions) priority -= 5;
  return priority;
}

export function compileConditions(sources: readonly string[], catalogue: Catalogue, warn: ConditionWarn): CompiledCondition[] {
  const out: CompiledCondition[] = [];
  const warned = new Set<string>();
  const ignore = (source: string, message: string) => {
    if (warned.has(source)) return;
    warned.add(source);
    warn(message, source);
  };
  for (const source of sources) {
    const parsed = parseCondition(source);
    if (!parsed) {
      ignore(source, 'display condition ignored: not of the form include|exclude/name[/sub_name[/id]]');
      continue;
    }
    const group = catalogue.get(parsed.name);
    const sub = parsed.subName ? catalogue.get(parsed.subName) : undefined;
    if (!group || (parsed.subName && !sub)) {
      ignore(source, `display condition ignored: unknown condition "${!group ? parsed.name : parsed.subName}"`);
      continue;
    }
    out.push({
      isInclude: parsed.type === 'include',
      group,
      sub,
      subId: parsed.subId,
      priority: conditionPriority(group, sub, parsed.subId),
    });
  }
  return out;
}

export interface ConditionsMatch {
  /** Priority of the most specific include that matched; undefined when none did. */
  priority?: number;
  /** An exclude matched: the template does not apply, however specific its includes. */
  isExcluded: boolean;
}

export function matchConditions(conditions: readonly CompiledCondition[], request: DisplayRequest): ConditionsMatch {
  let priority: number | undefined;
  let isExcluded = false;
  for (const c of conditions) {
    // As in Elementor: the group is checked for "all", then the sub-condition with its id.
    if (!c.group.check(request, 0)) continue;
    if (c.sub && !c.sub.check(request, c.subId)) continue;
    // Elementor keeps the last matching include's priority; the most specific one is what its
    // documentation promises, and does not depend on the order the conditions were saved in.
    if (!c.isInclude) isExcluded = true;
    else if (priority === undefined || c.priority < priority) priority = c.priority;
  }
  return { priority, isExcluded };
}
