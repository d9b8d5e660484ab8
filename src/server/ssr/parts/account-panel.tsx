// The theme header's account panel (log in, register, lost password), when its option is on. It is
// an island; a logged-in visitor's page never enters the shared cache (see send-page.ts).
import { AccountPanel } from '../../../widgets/account-forms/panel.tsx';
import { accountFormsDeclaration } from '../../../widgets/account-forms/schema.ts';
import { definePart } from '../page-part.ts';
import { themeHeaderOf } from './theme-header.ts';

export const accountPanelPart = definePart({
  name: 'account-panel',
  prepare({ input, plan, data }) {
    if (!themeHeaderOf(input)?.account) return undefined;
    plan.islands.add(accountFormsDeclaration.island);
    return { headerSlots: () => ({ account: <AccountPanel account={data.request.account} /> }) };
  },
});
