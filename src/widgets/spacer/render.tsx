// Spacer widget: empty vertical space whose height is set per device through a custom property.
import { size } from '../../model/values.ts';
import { defineWidget } from '../../contracts/widget.ts';
import { spacerBaseCss } from './base-css.ts';
import { spacerSchema } from './schema.ts';

export const spacer = defineWidget({
  type: 'spacer',
  title: 'Spacer',
  schema: spacerSchema,
  baseCss: spacerBaseCss,
  css: ({ settings, selector, css }) => {
    css.responsive(selector, settings, 'space', (v) => ({ '--spacer-size': size(v) }));
  },
  Render: () => (
    <div className="elementor-spacer">
      <div className="elementor-spacer-inner" />
    </div>
  ),
});
