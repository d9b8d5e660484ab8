// The demo hotel's site kit: name, global colours and type, widths. System font stacks only.
import { DEFAULT_BREAKPOINTS } from '../model/breakpoints.ts';
import { type Kit, kitSchema } from '../model/kit.ts';

/** Colours by role, used by the demo content where a kit reference would be awkward. */
import { HOTEL, SUITES_IN_WORDS_CAPITALISED } from './content/hotel-facts.ts';
export const C = {
  primary: '#1f3a4d',
  secondary: '#5b6638',
  text: '#3b3632',
  accent: '#a4522f',
  link: '#8f4427',
  sand: '#f4ece0',
  cream: '#fbf8f3',
  gold: '#e2c9a2',
  ink: '#16262f',
  mist: '#d7e0df',
  white: '#ffffff',
} as const;

const colour = (_id: string, title: string, color: string) => ({ _id, title, color });

export const demoKit: Kit = kitSchema.parse({
  site_name: 'Casa Alba Suites',
  site_description: `${SUITES_IN_WORDS_CAPITALISED} suites above the bay in ${HOTEL.town}`,
  breakpoints: DEFAULT_BREAKPOINTS,
  system_colors: [
    colour('primary', 'Deep sea', C.primary),
    colour('secondary', 'Olive', C.secondary),
    colour('text', 'Warm charcoal', C.text),
    colour('accent', 'Terracotta', C.accent),
  ],
  custom_colors: [
    colour('link', 'Terracotta dark', C.link),
    colour('sand', 'Sand', C.sand),
    colour('cream', 'Cream', C.cream),
    colour('gold', 'Gold', C.gold),
    colour('ink', 'Ink', C.ink),
    colour('mist', 'Sea mist', C.mist),
  ],
  // Families come from the theme's font stacks; the kit sets weights and sizes.
  system_typography: [
    { _id: 'primary', title: 'Headings', typography_font_weight: '400', typography_line_height: { unit: 'em', size: 1.15 } },
    { _id: 'secondary', title: 'Subheadings', typography_font_weight: '400', typography_font_size: { unit: 'px', size: 24 } },
    {
      _id: 'text',
      title: 'Body',
      typography_font_weight: '400',
      typography_font_size: { unit: 'px', size: 17 },
      typography_line_height: { unit: 'em', size: 1.65 },
    },
    {
      _id: 'accent',
      title: 'Eyebrow',
      typography_font_weight: '600',
      typography_font_size: { unit: 'px', size: 13 },
      typography_letter_spacing: { unit: 'px', size: 2.4 },
      typography_text_transform: 'uppercase',
    },
  ],
  custom_typography: [],
  base_typography: 'foyer',
  body_font_family: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", "Liberation Sans", Arial, sans-serif',
  heading_font_family:
    '"Iowan Old Style", "Palatino Linotype", Palatino, "Book Antiqua", "URW Palladio L", Georgia, "Liberation Serif", serif',
  body_color: C.text,
  body_background: C.cream,
  container_width: 1200,
  global_image_lightbox: true,
  // The demo's photographs carry descriptive alt texts and no media-library descriptions yet: the
  // lightbox shows each photograph's name as its title and its alt text beneath.
  lightbox_description_src: 'alt',
  theme: { scroll_to_top: true, scroll_to_top_devices: 'both', header_breakpoint: 921 },
});
