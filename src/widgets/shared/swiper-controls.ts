// The navigation style controls Elementor's Swiper widgets share (image carousel, media carousel,
// slides, testimonial carousel): arrow size and colour, bullet size and colours, by Elementor's names.
import type { Control } from '../../contracts/declaration/types.ts';

const ARROWS =
  '{{WRAPPER}} .elementor-swiper-button.elementor-swiper-button-prev, {{WRAPPER}} .elementor-swiper-button.elementor-swiper-button-next';
const ARROW_SVGS =
  '{{WRAPPER}} .elementor-swiper-button.elementor-swiper-button-prev svg, {{WRAPPER}} .elementor-swiper-button.elementor-swiper-button-next svg';

/** Milliseconds between slides while autoplaying (Elementor's `autoplay_speed`, the same in every Swiper widget). */
export function autoplaySpeedControl<Section extends string>(section: Section) {
  return {
    name: 'autoplay_speed',
    kind: 'number',
    label: 'Autoplay Speed',
    section,
    default: 5000,
    min: 0,
    condition: { autoplay: 'yes' },
  } as const;
}

/** Arrow and bullet styles; `section` is the widget's navigation style section. */
export function swiperNavigationStyle(section: string): Control[] {
  return [
    {
      name: 'arrows_size',
      kind: 'slider',
      label: 'Arrows Size',
      tab: 'style',
      section,
      units: ['px'],
      defaultUnit: 'px',
      selectors: { [ARROWS]: { 'font-size': '{{VALUE}}' } },
    },
    {
      name: 'arrows_color',
      kind: 'color',
      label: 'Arrows Color',
      tab: 'style',
      section,
      selectors: { [ARROWS]: { color: '{{VALUE}}' }, [ARROW_SVGS]: { fill: '{{VALUE}}' } },
    },
    {
      name: 'dots_size',
      kind: 'slider',
      label: 'Dots Size',
      tab: 'style',
      section,
      units: ['px'],
      defaultUnit: 'px',
      selectors: { '{{WRAPPER}} .swiper-pagination-bullet': { width: '{{VALUE}}', height: '{{VALUE}}' } },
    },
    {
      name: 'dots_inactive_color',
      kind: 'color',
      label: 'Dots Color',
      tab: 'style',
      section,
      // Opacity 1 overrides the inactive bullets' default 0.2, as in Elementor.
      selectors: {
        '{{WRAPPER}} .swiper-pagination-bullet:not(.swiper-pagination-bullet-active)': { background: '{{VALUE}}', opacity: '1' },
      },
    },
    {
      name: 'dots_color',
      kind: 'color',
      label: 'Dots Active Color',
      tab: 'style',
      section,
      selectors: { '{{WRAPPER}} .swiper-pagination-bullet': { background: '{{VALUE}}' } },
    },
  ];
}
