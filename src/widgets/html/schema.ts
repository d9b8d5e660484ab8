// HTML widget declaration: staff-authored markup (Elementor's `html` control).
import { declareWidget } from '../../contracts/declaration/declare.ts';
import type { SettingsOf } from '../../contracts/declaration/settings-type.ts';

export const htmlDeclaration = declareWidget({
  type: 'html',
  title: 'HTML',
  category: 'general',
  icon: 'eicon-code',
  keywords: ['html', 'code', 'embed', 'script'],
  sections: [{ name: 'section_title', label: 'HTML Code' }],
  controls: [
    {
      name: 'html',
      kind: 'textarea',
      label: 'HTML Code',
      placeholder: 'Enter your code',
      section: 'section_title',
      default: '',
      html: 'unfiltered',
      description:
        'Kept as written only when saved by a role that may post unfiltered HTML (administrators and editors); otherwise cleaned like rich text. Inline scripts do not run: the Content-Security-Policy forbids them.',
    },
  ],
});

export type HtmlSettings = SettingsOf<typeof htmlDeclaration.controls>;
