// The benchmark report shows what the real documents set that reaches the page, beside widget coverage.
import { describe, expect, it } from 'vitest';
import { formatResults } from '../../bench/report.ts';

describe('coverage report', () => {
  it('reports image URLs against the 98 % goal and settings by verdict', () => {
    const markdown = formatResults({
      heading: 'test run',
      throughput: undefined,
      weight: undefined,
      lighthouse: undefined,
      coverage: {
        documents: 2,
        allInstances: 10,
        allRendered: 8,
        coreInstances: 9,
        coreRendered: 8,
        unsupportedCore: [['counter', 1]],
        images: { references: 200, rendered: 195, missing: [['section.background_slideshow_gallery[]', 5]] },
        settings: { checked: 1000, changesOutput: 900, noVisualEffect: 90, ignored: 10, topIgnored: [['button.selected_icon', 10]] },
      },
    });
    expect(markdown).toContain('| Image URLs on layout elements and supported widgets (goal ≥ 98%) | 200 | 195 | 97.5% ✗');
    expect(markdown).toContain('| Declared settings of supported widgets: change the output | 1,000 | 900 | 90.0% |');
    expect(markdown).toContain('| … ignored by Foyer | | 10 | 1.0% |');
    expect(markdown).toContain('Images not shown, by setting: `section.background_slideshow_gallery[]` 5.');
  });
});
