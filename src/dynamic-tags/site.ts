// Tags about the site (Elementor Pro's "Site" group), read from the kit and the site snapshot.
import { defineTag } from './types.ts';

export const siteTitle = defineTag({ name: 'site-title', title: 'Site Title', kind: 'text', resolve: ({ site }) => site.name });

export const siteTagline = defineTag({
  name: 'site-tagline',
  title: 'Site Tagline',
  kind: 'text',
  resolve: ({ site }) => site.description,
});

export const siteLogo = defineTag({ name: 'site-logo', title: 'Site Logo', kind: 'image', resolve: ({ kit }) => kit.site_logo });

/** The home page; relative, as every link in Foyer's HTML. */
export const siteUrl = defineTag({ name: 'site-url', title: 'Site URL', kind: 'url', resolve: () => '/' });
