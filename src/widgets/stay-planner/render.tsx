// Stay planner widget: server render of the island; the browser hydrates the same component.
// Island rather than behaviour: a small component whose output (total, link) follows its state,
// and only pages that use it pay for React.
import { defineWidget } from '../types.ts';
import { StayPlanner } from './island.tsx';
import { stayPlannerProps } from './props.ts';
import { stayPlannerDeclaration } from './schema.ts';
import { stayPlannerCss } from './style.ts';

export const stayPlanner = defineWidget({
  declaration: stayPlannerDeclaration,
  baseCss: stayPlannerCss,
  clientSettings: (settings) => ({ ...stayPlannerProps(settings) }),
  Render: ({ settings }) => <StayPlanner {...stayPlannerProps(settings)} />,
});
