// Icons from icon fonts Foyer does not ship (Elementor's eicons, Line Awesome, ElementsKit's,
// other add-ons' fonts) drawn with the Font Awesome glyph of the same meaning, so an imported page
// keeps its arrows, plus signs and stars instead of losing them. Only names that mean the same
// thing are matched: an unknown name still renders nothing.

/** The fonts' own prefixes in front of the glyph name ('la-angle-down', 'icon-plus', 'eicon-star'). */
const PREFIX = /^(?:eicon|la|las|lar|lab|icon|rtmicon|ti|ion|ion-md|ion-ios|jki|jkit|xsicon|uil|bi|feather|fi|ri|ekit-wid-con)-/;

/** Names that differ from Font Awesome's for the same picture. */
const SYNONYMS: Record<string, string> = {
  'right-arrow': 'arrow-right',
  'left-arrow': 'arrow-left',
  'up-arrow': 'arrow-up',
  'down-arrow': 'arrow-down',
  'arrow-up-right': 'arrow-up-right-from-square',
  'chevrons-right': 'angles-right',
  'chevrons-left': 'angles-left',
  'chevrons-up': 'angles-up',
  'chevrons-down': 'angles-down',
  'angle-double-right': 'angles-right',
  'angle-double-left': 'angles-left',
  close: 'xmark',
  cross: 'xmark',
  'plus-circle': 'circle-plus',
  'minus-circle': 'circle-minus',
  mail: 'envelope',
  email: 'envelope',
  call: 'phone',
  'map-pin': 'location-dot',
  'map-marker': 'location-dot',
  search: 'magnifying-glass',
  menu: 'bars',
  hamburger: 'bars',
  'check-circle': 'circle-check',
  tick: 'check',
};

/** Font Awesome names to try for an icon-font class string, best first (none for unknown shapes). */
export function fontIconCandidates(classes: string): string[] {
  const token = classes
    .trim()
    .split(/\s+/)
    .reverse()
    .find((t) => PREFIX.test(t));
  if (!token) return [];
  const name = token.replace(PREFIX, '').toLowerCase();
  if (!/^[a-z][a-z0-9-]{0,40}$/.test(name)) return [];
  // Numbered variants ('star-1', 'arrow-right-2') draw the same thing.
  const bare = name.replace(/-\d+$/, '');
  return [...new Set([SYNONYMS[name], name, SYNONYMS[bare], bare].filter((n): n is string => Boolean(n)))];
}
