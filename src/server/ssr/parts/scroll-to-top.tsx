// The theme's scroll-to-top button, when its option is on.
import { ScrollToTop, scrollToTopCss } from '../../../theme/scroll-to-top.tsx';
import { definePart } from '../page-part.ts';

export const scrollToTopPart = definePart({
  name: 'scroll-to-top',
  region: 'end',
  prepare({ input, plan }) {
    const options = input.theme?.scrollToTop;
    if (!options?.enabled) return undefined;
    // The button answers the visitor: its module waits for the first input.
    plan.inputModules.add('scroll-to-top');
    return { themeCss: scrollToTopCss(options.devices), render: () => <ScrollToTop devices={options.devices} /> };
  },
});
