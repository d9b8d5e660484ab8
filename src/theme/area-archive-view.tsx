// The area archive as a page view: its posts load in the data step (one batched read with whatever
// else the page loads), the markup is AreaArchive's.
import type { SiteData } from '../contracts/render-context.ts';
import type { PageView } from '../contracts/data.ts';
import { AreaArchive, type AreaArchiveProps } from './area-archive.tsx';

export type AreaArchiveData = Pick<AreaArchiveProps, 'items' | 'otherAreas' | 'image'>;

/** The area's picture from term meta, when it is a well-formed image reference. */
export function areaImage(value: unknown): AreaArchiveProps['image'] {
  if (!value || typeof value !== 'object') return undefined;
  const v = value as Record<string, unknown>;
  if (typeof v.url !== 'string' || !v.url.startsWith('/uploads/')) return undefined;
  const num = (n: unknown) => (typeof n === 'number' && Number.isFinite(n) ? n : undefined);
  return { url: v.url, alt: typeof v.alt === 'string' ? v.alt : undefined, width: num(v.width), height: num(v.height) };
}

/** The recorded size of the file wins over what the term meta says (src/media). */
function withSize(image: AreaArchiveProps['image'], media: SiteData['media']): AreaArchiveProps['image'] {
  return image && { ...image, ...media?.get(image.url) };
}

export const areaArchiveView: PageView<AreaArchiveData> = {
  name: 'area-archive',
  async data({ request, sources, site }) {
    const archive = request.archive;
    if (!archive) throw new Error('the area archive needs request.archive (the route sets it)');
    const posts = await sources.postsInTerm(archive.id);
    return {
      items: posts.map((p) => ({ id: p.id, title: p.title, url: p.url, excerpt: p.excerpt })),
      otherAreas: site.areas.filter((a) => a.id !== archive.id).map((a) => ({ name: a.name, url: a.link })),
      image: withSize(areaImage(archive.meta.image), site.media),
    };
  },
  Render: ({ data, request }) => (
    <AreaArchive name={request.archive?.name ?? ''} description={request.archive?.description ?? ''} {...data} />
  ),
};
