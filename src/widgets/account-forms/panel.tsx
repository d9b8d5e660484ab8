// The account forms for the header's mobile account panel (outside any document): the same island
// markup a widget renders, so the boot script hydrates it on first use. The page must list the
// 'account-forms' island among its client modules for that (the header's plan does, see report).
import type { ReactNode } from 'react';
import type { AccountSummary } from '../../contracts/data.ts';
import { AccountForms } from './island.tsx';
import { AJAX_URL, type AccountFormsProps } from './props.ts';

export interface AccountPanelProps {
  /** The logged-in visitor (RequestContext.account), if any. */
  account?: AccountSummary;
  title?: string;
}

export function AccountPanel({ account, title = '' }: AccountPanelProps): ReactNode {
  const props: AccountFormsProps = {
    title,
    startForm: 'login',
    showRegister: true,
    showLostPassword: true,
    ajaxUrl: AJAX_URL,
    ...(account ? { account } : {}),
  };
  return (
    <div className="elementor-widget-container foyer-account-panel" data-island="account-forms" data-props={JSON.stringify(props)}>
      <AccountForms {...props} />
    </div>
  );
}
