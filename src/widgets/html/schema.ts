// HTML widget declaration: staff-authored markup (Elementor's `html` control).
import { declare } from '../../contracts/declaration/declare.ts';
import type { SettingsOf } from '../../contracts/declaration/settings-type.ts';

export const htmlDeclaration = declare({
  type: 'html',
  title: 'HTML',
  controls: [
    {
      name: 'html',
      kind: 'textarea',
      label: 'HTML Code',
      section: 'section_title',
      default: '',
      html: 'unfiltered',
      description:
        'Kept as written only when saved by a role that may post unfiltered HTML (administrators and editors); otherwise cleaned like rich text. Inline scripts do not run: the Content-Security-Policy forbids them.',
    },
  ],
});

export type HtmlSettings = SettingsOf<typeof htmlDeclaration.controls>;
