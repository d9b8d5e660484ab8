import { describe, expect, it } from 'vitest';
import { chooseTemplates, rankTemplates, type TemplateCandidate } from './choose.ts';
import { buildCatalogue, FOYER_VOCABULARY } from './catalogue.ts';
import { compileConditions } from './compile.ts';
import type { DisplayRequest } from './types.ts';

const front: DisplayRequest = { kind: 'singular', postType: 'page', id: 7529, isFrontPage: true };
const about: DisplayRequest = { kind: 'singular', postType: 'page', id: 40 };
const area: DisplayRequest = { kind: 'term-archive', taxonomy: 'area', termId: 12, ancestorIds: [] };
const otherArea: DisplayRequest = { kind: 'term-archive', taxonomy: 'area', termId: 13, ancestorIds: [] };
const search: DisplayRequest = { kind: 'search' };
const notFound: DisplayRequest = { kind: 'not-found' };

const t = (id: number, location: string, ...conditions: string[]): TemplateCandidate => ({ id, location, conditions });

describe('priorities', () => {
  const catalogue = buildCatalogue(FOYER_VOCABULARY);
  it.each([
    ['include/general', 100],
    ['include/archive', 80],
    ['include/singular', 60],
    ['include/archive/area', 55],
    ['include/archive/area/12', 50],
    ['include/archive/search', 55],
    ['include/singular/page', 30],
    ['include/singular/page/7529', 20],
    ['include/singular/front_page', 15],
    ['include/singular/in_area/12', 20],
    ['include/singular/not_found404', 5],
  ])('%s has priority %i, as in Elementor Pro', (source, priority) => {
    expect(compileConditions([source], catalogue, () => {})[0].priority).toBe(priority);
  });
});

describe('chooseTemplates', () => {
  it('gives every request the entire-site header when it is the only one', () => {
    const templates = [t(1, 'header', 'include/general'), t(2, 'footer', 'include/general')];
    for (const request of [front, about, area, search, notFound]) {
      expect(chooseTemplates(templates, request)).toEqual({ header: 1, footer: 2 });
    }
  });

  it('prefers the more specific condition, whatever the order', () => {
    const templates = [
      t(1, 'header', 'include/general'),
      t(2, 'header', 'include/archive/area'),
      t(3, 'header', 'include/archive/area/12'),
      t(4, 'header', 'include/singular/front_page'),
      t(5, 'header', 'include/singular/page/7529'),
    ];
    expect(chooseTemplates(templates, front).header).toBe(4);
    expect(chooseTemplates(templates, about).header).toBe(1);
    expect(chooseTemplates(templates, area).header).toBe(3);
    expect(chooseTemplates(templates, otherArea).header).toBe(2);
    expect(chooseTemplates([...templates].reverse(), area).header).toBe(3);
  });

  it('lets an exclusion win over any inclusion of the same template', () => {
    const templates = [t(1, 'header', 'include/general'), t(2, 'header', 'include/singular/page/7529', 'exclude/singular/front_page')];
    expect(chooseTemplates(templates, front).header).toBe(1);
    expect(chooseTemplates([t(2, 'header', 'include/general', 'exclude/singular/front_page')], front)).toEqual({});
    expect(chooseTemplates([t(2, 'header', 'include/general', 'exclude/singular/front_page')], about)).toEqual({ header: 2 });
  });

  it('uses the most specific of a template’s own matching includes', () => {
    const templates = [t(1, 'header', 'include/singular/page'), t(2, 'header', 'include/general', 'include/singular/front_page')];
    expect(chooseTemplates(templates, front).header).toBe(2);
    expect(chooseTemplates(templates, about).header).toBe(1);
  });

  it('gives the answers of the worked example in ARCHITECTURE.md', () => {
    const templates = [
      t(1, 'header', 'include/general'),
      t(2, 'header', 'include/archive/area', 'exclude/archive/area/13'),
      t(3, 'header', 'include/archive/area/12'),
    ];
    const archive = (termId: number): DisplayRequest => ({ kind: 'term-archive', taxonomy: 'area', termId, ancestorIds: [] });
    expect([archive(12), archive(7), archive(13), front, notFound].map((r) => chooseTemplates(templates, r).header)).toEqual([
      3, 2, 1, 1, 1,
    ]);
  });

  it('keeps the given order for equal priorities', () => {
    expect(rankTemplates([t(8, 'header', 'include/general'), t(3, 'header', 'include/general')], about, 'header')).toEqual([
      { id: 8, priority: 100 },
      { id: 3, priority: 100 },
    ]);
  });

  it('picks single templates for posts and the 404, archive templates for archives and search', () => {
    const templates = [
      t(10, 'single', 'include/singular/not_found404'),
      t(11, 'single', 'include/singular/page'),
      t(12, 'archive', 'include/archive/search'),
      t(13, 'archive', 'include/archive'),
      t(14, 'single', 'include/general'),
    ];
    expect(chooseTemplates(templates, notFound)).toEqual({ single: 10 });
    expect(chooseTemplates(templates, about)).toEqual({ single: 11 });
    expect(chooseTemplates(templates, search)).toEqual({ archive: 12 });
    expect(chooseTemplates(templates, area)).toEqual({ archive: 13 });
  });

  it('applies no template without conditions', () => {
    expect(chooseTemplates([t(1, 'header'), t(2, 'footer')], front)).toEqual({});
  });

  it('ignores unknown and malformed conditions with one warning each, and still applies the rest', () => {
    const warnings: string[] = [];
    const warn = (message: string, source: string) => warnings.push(`${source}: ${message}`);
    const header = t(1, 'header', 'include/singular/room', 'include/general', 'bogus', 'include/singular/room');
    const templates = [header];
    expect(chooseTemplates(templates, front, { warn })).toEqual({ header: 1 });
    expect(chooseTemplates(templates, area, { warn })).toEqual({ header: 1 });
    expect(warnings).toEqual([
      'include/singular/room: template 1: display condition ignored: unknown condition "room"',
      'bogus: template 1: display condition ignored: not of the form include|exclude/name[/sub_name[/id]]',
    ]);
  });

  it('understands the post types and taxonomies of the vocabulary it is given', () => {
    const vocabulary = { postTypes: [{ name: 'room', hasArchive: true }], taxonomies: [] };
    const room: DisplayRequest = { kind: 'singular', postType: 'room', id: 5 };
    const templates = [t(1, 'header', 'include/general'), t(2, 'header', 'include/singular/room')];
    expect(chooseTemplates(templates, room, { vocabulary }).header).toBe(2);
    expect(chooseTemplates([t(3, 'header', 'include/singular/room')], room).header).toBeUndefined();
  });
});
