// Font Awesome icon data by name (server only): Elementor stores icon classes, we inline the SVG path.
import { fab } from '@fortawesome/free-brands-svg-icons';
import { far } from '@fortawesome/free-regular-svg-icons';
import { fas } from '@fortawesome/free-solid-svg-icons';

export type FaStyle = 'fas' | 'far' | 'fab';

export interface FaIcon {
  width: number;
  height: number;
  paths: string[];
}

interface PackIcon {
  iconName: string;
  icon: [number, number, Array<string | number>, string, string | string[]];
}

/** iconName and every alias (Font Awesome 5 names such as `map-marker-alt`) -> icon data. */
function index(pack: Record<string, unknown>): Map<string, FaIcon> {
  const byName = new Map<string, FaIcon>();
  const aliases: Array<[string, FaIcon]> = [];
  for (const entry of Object.values(pack) as PackIcon[]) {
    if (!entry?.icon) continue;
    const [width, height, alt, , path] = entry.icon;
    const data: FaIcon = { width, height, paths: Array.isArray(path) ? path : [path] };
    byName.set(entry.iconName, data);
    for (const a of alt) if (typeof a === 'string') aliases.push([a, data]);
  }
  // A current name wins over another icon's old alias.
  for (const [name, data] of aliases) if (!byName.has(name)) byName.set(name, data);
  return byName;
}

const PACKS: Record<FaStyle, Map<string, FaIcon>> = { fas: index(fas), far: index(far), fab: index(fab) };

/** Names Font Awesome 4 documents use that were renamed without an alias. */
const FA4_NAMES: Record<string, string> = {
  'facebook-official': 'facebook',
  glass: 'martini-glass-empty',
};

export function findFaIcon(style: FaStyle, name: string): FaIcon | undefined {
  return PACKS[style].get(name) ?? PACKS[style].get(FA4_NAMES[name] ?? '');
}
