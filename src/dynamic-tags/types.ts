// The contract of a dynamic tag: Elementor's `__dynamic__` setting names a tag whose value replaces
// the setting's static one for this request (the post's title, the site's logo, …).
import type { DataContext, MediaValue } from '../contracts/data.ts';
import type { SiteData } from '../contracts/render-context.ts';
import type { Kit } from '../model/kit.ts';

/**
 * How the value lands in the setting: text replaces it (with the tag's before/after/fallback),
 * a URL goes into the link object's `url`, an image replaces the media object.
 */
export type DynamicTagKind = 'text' | 'url' | 'image';

export interface DynamicTagArgs extends DataContext {
  /** The tag's own settings, decoded from `settings="%7B…%7D"`. */
  settings: Record<string, unknown>;
  site: SiteData;
  kit: Kit;
}

export interface DynamicTag {
  /** Elementor's tag name, e.g. `post-title`. */
  name: string;
  title: string;
  kind: DynamicTagKind;
  /** The value, or undefined when the request has none (the setting keeps its static value). */
  resolve: (args: DynamicTagArgs) => string | MediaValue | undefined | Promise<string | MediaValue | undefined>;
}

export function defineTag(tag: DynamicTag): DynamicTag {
  return tag;
}
