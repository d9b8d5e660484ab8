// pageInput: every page route builds the renderer's input one way, so every page gets the sizes of
// the stored images its documents show (content, header, footer, popups) and the tags of all of it.
import type { FastifyRequest } from 'fastify';
import { expect, it } from 'vitest';
import { contentTags } from '../../src/db/content-tags.ts';
import { recordMedia } from '../../src/db/repositories/media.ts';
import type { ElementNode } from '../../src/model/element.ts';
import { pageInput } from '../../src/server/page-input.ts';
import type { RequestTemplates } from '../../src/server/site-templates.ts';
import { describeDatabases } from '../helpers/app.ts';

const image = (id: string, url: string): ElementNode => ({
  id,
  elType: 'widget',
  widgetType: 'image',
  settings: { image: { url } },
  elements: [],
});

describeDatabases('pageInput', (suite) => {
  it('loads the sizes of the images every document of the page shows, with their tags', async () => {
    const db = suite.db.kysely;
    for (const [path, width] of [
      ['/uploads/pi-content.jpg', 640],
      ['/uploads/pi-footer.jpg', 320],
      ['/uploads/pi-popup.jpg', 200],
      ['/uploads/pi-extra.jpg', 100],
    ] as const)
      await recordMedia(db, { path, width, height: width / 2, mimeType: 'image/jpeg', bytes: 1000 });
    const templates: RequestTemplates = {
      choice: { footer: 901 },
      tags: [contentTags.post(901), contentTags.post(902)],
      footer: { id: 901, type: 'footer', elements: [image('f1', '/uploads/pi-footer.jpg')] },
      popups: [
        {
          id: 902,
          location: 'popup',
          conditions: [],
          title: 'Offer',
          document: { id: 902, type: 'popup', elements: [image('o1', '/uploads/pi-popup.jpg')], settings: {} },
        },
      ],
    };
    const site = await suite.app.foyer.site();
    const content = { title: 'A page', document: { id: 900, type: 'wp-page', elements: [image('c1', '/uploads/pi-content.jpg')] } };
    const request = { server: suite.app } as FastifyRequest;
    const { input, tags } = await pageInput(request, { site, templates, content, media: ['/uploads/pi-extra.jpg'] });

    expect(Object.fromEntries([...(input.site.media ?? new Map())].filter(([path]) => path.startsWith('/uploads/pi-')))).toEqual({
      '/uploads/pi-content.jpg': { width: 640, height: 320 },
      '/uploads/pi-footer.jpg': { width: 320, height: 160 },
      '/uploads/pi-popup.jpg': { width: 200, height: 100 },
      '/uploads/pi-extra.jpg': { width: 100, height: 50 },
    });
    expect(tags).toEqual(expect.arrayContaining([...site.tags, ...templates.tags, contentTags.media('/uploads/pi-popup.jpg')]));
    // The snapshot's kit, theme and timezone, the request's templates; nothing else of the snapshot.
    expect(input).toMatchObject({
      kit: site.kit,
      theme: site.theme,
      timezone: site.timezone,
      footer: templates.footer,
      popups: templates.popups,
    });
    expect(input.header).toBeUndefined();
    expect(Object.keys(input)).not.toContain('templates');
    expect(Object.keys(input)).not.toContain('statistics');
  });
});
