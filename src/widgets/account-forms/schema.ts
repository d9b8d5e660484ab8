// Account forms declaration: which of the login, register and lost-password forms a visitor may
// switch between, and the form shown first. Texts of the forms are the theme's; only these vary.
import { declareWidget } from '../../contracts/declaration/declare.ts';
import type { SettingsOf } from '../../contracts/declaration/settings-type.ts';

export const accountFormsDeclaration = declareWidget({
  type: 'account-forms',
  title: 'Account forms',
  category: 'forms',
  icon: 'eicon-lock-user',
  keywords: ['login', 'register', 'password', 'account', 'user', 'form'],
  sections: [{ name: 'section_forms', label: 'Forms' }],
  island: 'account-forms',
  controls: [
    { name: 'title', kind: 'text', label: 'Title', section: 'section_forms', default: '' },
    {
      name: 'start_form',
      kind: 'select',
      label: 'First form',
      section: 'section_forms',
      default: 'login',
      options: { login: 'Log in', register: 'Register', lostpassword: 'Lost password' },
    },
    { name: 'show_register', kind: 'switcher', label: 'Registration form', section: 'section_forms', default: 'yes' },
    { name: 'show_lost_password', kind: 'switcher', label: 'Lost password form', section: 'section_forms', default: 'yes' },
  ],
});

export type AccountFormsSettings = SettingsOf<typeof accountFormsDeclaration.controls>;
