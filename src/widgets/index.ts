// The widget registry: one line per widget. Adding a widget = adding its folder and a line here.
import { heading } from './heading/render.tsx';
import { stayPlanner } from './stay-planner/render.tsx';
import type { WidgetDefinition } from './types.ts';

export const widgets: WidgetDefinition[] = [heading, stayPlanner] as WidgetDefinition[];

export const widgetByType = new Map(widgets.map((w) => [w.type, w]));
