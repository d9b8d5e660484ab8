import { describe, expect, it } from 'vitest';
import type { ElementNode } from '../model/element.ts';
import { sanitizeDocument } from './sanitize-document.ts';

const widget = (widgetType: string, settings: Record<string, unknown>): ElementNode => ({
  id: 'w1',
  elType: 'widget',
  widgetType,
  settings,
  elements: [],
});

describe('sanitizeDocument', () => {
  it('cleans rich text, inline titles and repeater fields, keeping safe markup', () => {
    const tree: ElementNode[] = [
      {
        id: 'c1',
        elType: 'container',
        settings: {},
        elements: [
          widget('text-editor', { editor: '<p onclick="x()">Hi <script>alert(1)</script><a href="javascript:alert(1)">x</a></p>' }),
          widget('heading', { title: 'Sea <br>view<img src=x onerror=alert(1)>' }),
          widget('icon-list', { icon_list: [{ text: '<b>Pool</b><script>1</script>' }, { text: 'Spa' }, 'junk'] }),
        ],
      },
    ];
    const [container] = sanitizeDocument(tree);
    const [text, heading, list] = container.elements;
    expect(text.settings.editor).toBe('<p>Hi <a>x</a></p>');
    expect(heading.settings.title).toBe('Sea <br />view');
    expect(list.settings.icon_list).toEqual([{ text: '<b>Pool</b>' }, { text: 'Spa' }, 'junk']);
  });

  it('leaves unknown widgets and non-string values alone and does not mutate its input', () => {
    const tree = [widget('some-addon', { html: '<script>1</script>' }), widget('heading', { title: 42 })];
    const copy = structuredClone(tree);
    expect(sanitizeDocument(tree)).toEqual(copy);
    expect(tree).toEqual(copy);
  });
});
