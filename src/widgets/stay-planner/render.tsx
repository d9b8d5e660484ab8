// Stay planner widget: server render of the island; the browser hydrates the same component.
// Island rather than behaviour: a small component whose output (total, link) follows its state,
// and only visitors who use it pay for React (it hydrates on their first interaction; no
// `hydrate: 'visible'`, since it never animates on its own).
import { defineWidget } from '../../contracts/widget.ts';
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
