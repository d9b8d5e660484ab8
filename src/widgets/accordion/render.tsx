// Accordion widget: one item open at a time, the first open on load (Elementor's classic accordion).
import { defineWidget } from '../../contracts/widget.ts';
import { DisclosureList, disclosureBaseCss } from '../shared/disclosure-list.tsx';
import { ICON_BASE_CSS } from '../shared/icon.tsx';
import { accordionDeclaration } from './schema.ts';

export const accordion = defineWidget({
  declaration: accordionDeclaration,
  baseCss: disclosureBaseCss('accordion') + ICON_BASE_CSS,
  behaviours: (s) => (s.tabs.length ? ['accordion'] : []),
  Render: ({ settings: s, element }) => (
    <DisclosureList
      kind="accordion"
      elementId={element.id}
      items={s.tabs}
      settings={s}
      titleTag={s.title_html_tag}
      iconAlign={s.icon_align}
      openFirst
    />
  ),
});
