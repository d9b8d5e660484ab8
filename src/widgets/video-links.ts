// The provider video links a document shows posters for, by what each widget declares (`videoLinks`):
// the server fetches their thumbnails when the document is saved (src/media/video-thumbnails.ts) and
// looks them up with the page's other stored files before it renders (src/media/page-media.ts).
import { parseSettings } from '../contracts/settings.ts';
import type { ElementNode } from '../model/element.ts';
import { widgetByType } from './index.ts';

/** Links per element tree: stored documents keep their parsed trees, so each is walked once per version. */
const linksByTree = new WeakMap<ElementNode[], string[]>();

/** Every provider video link in the tree whose widget shows a poster it has no image for, once each. */
export function documentVideoLinks(elements: ElementNode[]): string[] {
  let links = linksByTree.get(elements);
  if (links) return links;
  const found = new Set<string>();
  const walk = (list: ElementNode[]) => {
    for (const el of list) {
      const def = el.elType === 'widget' ? widgetByType.get(el.widgetType ?? '') : undefined;
      if (def?.videoLinks) {
        for (const link of def.videoLinks(parseSettings(def.schema, el.settings).settings)) found.add(link.trim());
      }
      walk(el.elements);
    }
  };
  walk(elements);
  links = [...found];
  linksByTree.set(elements, links);
  return links;
}
