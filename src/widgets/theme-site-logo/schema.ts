// Site logo widget declaration (Elementor Pro's theme-site-logo): the image widget's controls, its
// image taken from the site logo and linked to the home page unless the document says otherwise.
import { declareWidget } from '../../contracts/declaration/declare.ts';
import type { SettingsOf } from '../../contracts/declaration/settings-type.ts';
import { imageDeclaration } from '../image/schema.ts';

// Pro's Site_Logo extends the image widget and only changes these defaults.
const DEFAULTS: Record<string, unknown> = { link_to: 'custom' };

export const siteLogoDeclaration = declareWidget({
  type: 'theme-site-logo',
  title: 'Site Logo',
  category: 'site',
  icon: 'eicon-site-logo',
  keywords: ['site', 'logo', 'branding'],
  sections: imageDeclaration.sections,
  controls: imageDeclaration.controls.map((c) =>
    c.name in DEFAULTS ? { ...c, default: DEFAULTS[c.name] } : c,
  ) as unknown as typeof imageDeclaration.controls,
});

export type SiteLogoSettings = SettingsOf<typeof siteLogoDeclaration.controls>;
