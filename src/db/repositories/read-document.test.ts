import { afterEach, describe, expect, it } from 'vitest';
import { CorruptPostError, type DroppedElements, onDroppedElements, readElements, readPageSettings } from './read-document.ts';

describe('reading stored documents', () => {
  const reported: DroppedElements[] = [];
  const stop = onDroppedElements((info) => reported.push(info));
  afterEach(() => {
    reported.length = 0;
  });

  it('throws a CorruptPostError naming the post and column for JSON that does not parse or is not a list', () => {
    for (const text of ['{bad', '', '{"content":[]}', '"text"', 'null']) {
      expect(() => readElements(7, text)).toThrow(CorruptPostError);
    }
    expect(() => readElements(7, '{bad')).toThrow('Post 7: the stored elements is not valid JSON');
    expect(() => readPageSettings(8, '[1]')).toThrow('Post 8: the stored page_settings is not an object');
  });

  it('leaves out entries that are not elements, counting what went with them', () => {
    const text = JSON.stringify([
      { id: 'a', elType: 'container', settings: [], elements: [{ id: 'b', elType: 'widget', widgetType: 'heading', settings: 5 }] },
      { id: 'c', elType: 'container', settings: 'x', elements: [{ id: 'd', elType: 'widget' }] },
      42,
    ]);
    const elements = readElements(3, text);
    expect(elements.map((e) => e.id)).toEqual(['a']);
    expect(elements[0].elements).toEqual([]);
    expect(reported).toEqual([{ postId: 3, dropped: 4 }]);
  });

  it('reports nothing for a valid document, and reads PHP-style empty page settings', () => {
    expect(readElements(1, '[{"id":1,"elType":"section","settings":{},"elements":[]}]')[0].id).toBe('1');
    expect(readPageSettings(1, '[]')).toEqual({});
    expect(reported).toEqual([]);
    stop();
  });
});
