// Account forms widget: login, register and lost password (spec §2, §7 call 2), as a React island.
// Island rather than behaviour: which form shows, the busy state and the server's answer are state,
// and only visitors who use the forms pay for React (hydrated on their first interaction).
// Who is logged in comes from the request (data step); such requests bypass the shared page cache,
// so the cached page every anonymous visitor gets holds the forms and nothing about any account.
import type { AccountSummary } from '../../contracts/data.ts';
import { defineWidget } from '../../contracts/widget.ts';
import { AccountForms } from './island.tsx';
import { accountFormsProps } from './props.ts';
import { accountFormsDeclaration } from './schema.ts';
import { accountFormsCss } from './style.ts';

export const accountForms = defineWidget<typeof accountFormsDeclaration, AccountSummary | undefined>({
  declaration: accountFormsDeclaration,
  baseCss: accountFormsCss,
  data: async ({ request }) => request.account,
  clientSettings: (settings) => ({ ...accountFormsProps(settings) }),
  islandData: (account) => (account ? { account } : undefined),
  Render: ({ settings, data: account }) => <AccountForms {...accountFormsProps(settings)} account={account} />,
});
