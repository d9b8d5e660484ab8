// Static CSS of the stay planner, sent once per page that has one (WidgetDefinition.baseCss).
export const stayPlannerCss = [
  '.foyer-stay-planner{display:grid;gap:.75rem;max-width:22rem}',
  '.foyer-stay-planner__title{margin:0}',
  '.foyer-stay-planner__field{display:flex;align-items:center;gap:.75rem;border:0;margin:0;padding:0}',
  '.foyer-stay-planner__field legend{float:left;min-width:4.5rem;padding:0}',
  '.foyer-stay-planner__field button{min-width:2.75rem;min-height:2.75rem;font:inherit;font-size:1.25rem;border:1px solid currentColor;border-radius:50%;background:transparent;color:inherit;cursor:pointer}',
  '.foyer-stay-planner__field button:disabled{opacity:.4;cursor:default}',
  '.foyer-stay-planner__value{min-width:1.5rem;text-align:center;font-variant-numeric:tabular-nums}',
  '.foyer-stay-planner__summary{margin:0;font-weight:600}',
  '.foyer-stay-planner__cta{justify-self:start}',
].join('');
