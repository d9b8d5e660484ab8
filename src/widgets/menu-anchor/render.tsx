// Menu anchor widget: an empty target with the anchor's id, in Elementor's markup.
import { defineWidget } from '../../contracts/widget.ts';
import { menuAnchorDeclaration } from './schema.ts';

export const menuAnchor = defineWidget({
  declaration: menuAnchorDeclaration,
  Render: ({ settings }) => (settings.anchor ? <div className="elementor-menu-anchor" id={settings.anchor} /> : null),
});
