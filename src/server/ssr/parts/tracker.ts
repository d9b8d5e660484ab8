// The statistics tracker: counts the page view at load (not at the first input), configured per page.
import { TRACKER_MODULE } from '../../../stats/tracker-config.ts';
import { definePart } from '../page-part.ts';

export const trackerPart = definePart({
  name: 'tracker',
  prepare({ input, plan }) {
    if (!input.tracker) return undefined;
    plan.modules.add(TRACKER_MODULE);
    return { config: { tracker: input.tracker }, bodyBehaviour: TRACKER_MODULE };
  },
});
