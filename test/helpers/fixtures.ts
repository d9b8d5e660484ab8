// Exact test data added through the repositories beside the demo content: twelve areas (for
// paging and sorting), a parent/child pair, and pages, posts and drafts assigned to some of them.
import type { ElementNode } from '../../src/model/element.ts';
import type { Db } from '../../src/db/connect.ts';
import { savePost } from '../../src/content/save-post.ts';
import { saveTerm, setPostTerms } from '../../src/db/repositories/terms.ts';

/** Creation order differs from name order, so sorting by id and by name give different lists. */
const CREATION_ORDER = [7, 3, 11, 1, 12, 5, 9, 2, 10, 4, 8, 6];

export const pad = (n: number): string => String(n).padStart(2, '0');
export const areaSlug = (n: number): string => `fixture-area-${pad(n)}`;

export interface AreaFixtures {
  /** Area number (1–12) -> term id. */
  areas: Map<number, number>;
  regionId: number;
  quarterId: number;
  pageId: number;
  postId: number;
  draftId: number;
  templateId: number;
}

export function headingPage(id: string, text: string): ElementNode[] {
  return [
    {
      id: `c${id}`,
      elType: 'container',
      settings: {},
      elements: [{ id: `h${id}`, elType: 'widget', widgetType: 'heading', settings: { title: text, header_size: 'h1' }, elements: [] }],
    },
  ];
}

export async function addAreaFixtures(db: Db): Promise<AreaFixtures> {
  const k = db.kysely;
  const areas = new Map<number, number>();
  for (const n of CREATION_ORDER) {
    // Descriptions run the other way from names, so sorting by description reverses the list.
    const id = await saveTerm(k, {
      taxonomy: 'area',
      name: `Fixture Area ${pad(n)}`,
      slug: areaSlug(n),
      description: `Fixture description ${pad(13 - n)}`,
    });
    areas.set(n, id);
  }
  const regionId = await saveTerm(k, {
    taxonomy: 'area',
    name: 'Fixture Region',
    slug: 'fixture-region',
    description: 'A region with quarters.',
  });
  const quarterId = await saveTerm(k, { taxonomy: 'area', name: 'Fixture Quarter', slug: 'fixture-quarter', parent: regionId });

  const pageId = await savePost(k, {
    type: 'page',
    slug: 'fixture-page-a',
    title: 'Fixture Page A',
    status: 'published',
    elements: headingPage('pa', 'Fixture page A heading'),
  });
  const postId = await savePost(k, {
    type: 'post',
    slug: 'fixture-post-b',
    title: 'Fixture Post B',
    status: 'published',
    elements: headingPage('pb', 'Fixture post B heading'),
  });
  const draftId = await savePost(k, {
    type: 'page',
    slug: 'fixture-draft-c',
    title: 'Fixture Draft C',
    status: 'draft',
    elements: headingPage('dc', 'Draft heading'),
  });
  const templateId = await savePost(k, {
    type: 'template',
    slug: 'fixture-template-d',
    title: 'Fixture Template D',
    status: 'published',
    templateType: 'section',
    elements: [],
  });

  const a = (n: number) => areas.get(n) as number;
  await setPostTerms(k, pageId, [a(1), a(3), regionId]);
  await setPostTerms(k, postId, [a(1)]);
  await setPostTerms(k, draftId, [a(2)]);
  await setPostTerms(k, templateId, [a(4)]);
  return { areas, regionId, quarterId, pageId, postId, draftId, templateId };
}
