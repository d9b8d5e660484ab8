// Spacer widget: empty vertical space whose height is set per device through a custom property.
import { defineWidget } from '../../contracts/widget.ts';
import { spacerBaseCss } from './base-css.ts';
import { spacerDeclaration } from './schema.ts';

export const spacer = defineWidget({
  declaration: spacerDeclaration,
  baseCss: spacerBaseCss,
  Render: () => (
    <div className="elementor-spacer">
      <div className="elementor-spacer-inner" />
    </div>
  ),
});
