// The images of a stored gallery value (Elementor's gallery control: `[{ id, url }]`, with the
// attachment texts Foyer's media library may keep on them), leaving out anything that is not an image.
import { safeUrl } from '../../model/safe-url.ts';

export interface GalleryItem {
  url: string;
  id?: number | string;
  alt?: string;
  title?: string;
  caption?: string;
  description?: string;
}

export function galleryItems(value: unknown): GalleryItem[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item) => {
    if (!item || typeof item !== 'object') return [];
    const { url, id, alt, title, caption, description } = item as Record<string, unknown>;
    if (!safeUrl(url, 'image')) return [];
    const text = (v: unknown) => (typeof v === 'string' ? v : undefined);
    return [
      {
        url: url as string,
        id: typeof id === 'number' || typeof id === 'string' ? id : undefined,
        alt: text(alt),
        title: text(title),
        caption: text(caption),
        description: text(description),
      },
    ];
  });
}
