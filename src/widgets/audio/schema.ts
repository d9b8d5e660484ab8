// Audio widget declaration (Elementor's SoundCloud audio widget: its control names and defaults).
// Foyer also plays a hosted audio file given in the same `link` (see render.tsx).
import { declareWidget } from '../../contracts/declaration/declare.ts';
import type { SettingsOf } from '../../contracts/declaration/settings-type.ts';

const SHOW = 'section_audio';
const sc = (name: string, label: string, extra: object = {}) =>
  ({ name, kind: 'switcher', label, section: SHOW, default: 'yes', ...extra }) as const;

export const audioDeclaration = declareWidget({
  type: 'audio',
  title: 'SoundCloud',
  category: 'general',
  icon: 'eicon-headphones',
  keywords: ['audio', 'player', 'soundcloud', 'embed'],
  sections: [{ name: 'section_audio', label: 'SoundCloud' }],
  behaviours: ['audio-embed'],
  controls: [
    { name: 'link', kind: 'url', label: 'Link', placeholder: 'Enter your URL', section: SHOW },
    { name: 'visual', kind: 'select', label: 'Visual Player', section: SHOW, default: 'no', options: { yes: 'Yes', no: 'No' } },
    { name: 'sc_auto_play', kind: 'switcher', label: 'Autoplay', section: SHOW, default: '' },
    sc('sc_buying', 'Buy Button'),
    sc('sc_liking', 'Like Button'),
    sc('sc_download', 'Download Button'),
    { ...sc('sc_show_artwork', 'Artwork'), condition: { visual: 'no' } },
    sc('sc_sharing', 'Share Button'),
    sc('sc_show_comments', 'Comments'),
    sc('sc_show_playcount', 'Play Counts'),
    sc('sc_show_user', 'Username'),
    { name: 'sc_color', kind: 'color', label: 'Controls Color', section: SHOW },
  ],
});

export type AudioSettings = SettingsOf<typeof audioDeclaration.controls>;
