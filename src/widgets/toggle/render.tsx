// Toggle widget: items open and close independently, all closed on load (Elementor's toggle).
import { defineWidget } from '../../contracts/widget.ts';
import { DisclosureList, disclosureBaseCss } from '../shared/disclosure-list.tsx';
import { ICON_BASE_CSS } from '../shared/icon.tsx';
import { toggleDeclaration } from './schema.ts';

export const toggle = defineWidget({
  declaration: toggleDeclaration,
  baseCss: disclosureBaseCss('toggle') + ICON_BASE_CSS,
  behaviours: (s) => (s.tabs.length ? ['toggle'] : []),
  Render: ({ settings: s, element }) => (
    <DisclosureList
      kind="toggle"
      elementId={element.id}
      items={s.tabs}
      settings={s}
      titleTag={s.title_html_tag}
      iconAlign={s.icon_align}
      openFirst={false}
    />
  ),
});
