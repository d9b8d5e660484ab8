// Tags about the archive being rendered (Elementor Pro's "Archive" group).
import { defineTag } from './types.ts';

/** WordPress's archive title names the taxonomy first ("Area: Old Town") unless asked not to. */
export const archiveTitle = defineTag({
  name: 'archive-title',
  title: 'Archive Title',
  kind: 'text',
  resolve: ({ request, settings }) => {
    const archive = request.archive;
    if (!archive) return undefined;
    if (settings.include_context === '' || settings.include_context === 'no') return archive.name;
    const label = archive.taxonomy.replace(/[-_]+/g, ' ').replace(/^\w/, (c) => c.toUpperCase());
    return `${label}: ${archive.name}`;
  },
});

export const archiveDescription = defineTag({
  name: 'archive-description',
  title: 'Archive Description',
  kind: 'text',
  resolve: ({ request }) => request.archive?.description,
});

export const archiveUrl = defineTag({
  name: 'archive-url',
  title: 'Archive URL',
  kind: 'url',
  resolve: ({ request }) => request.archive?.url,
});
