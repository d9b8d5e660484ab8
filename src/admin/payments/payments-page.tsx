// The payments list (administrators): every order the payment buttons started or the providers
// reported, newest first, filtered by state and provider, a page at a time. Filters live in the
// address, so a filtered list can be bookmarked and the back button undoes a change.
import { useEffect, useState, type ReactNode } from 'react';
import {
  ORDER_STATES,
  PAYMENT_PROVIDERS,
  PAYMENTS_API_PATH,
  type PaymentListAnswer,
  type PaymentListItem,
} from '../../contracts/settings/payments.ts';
import { api, ApiFailure } from '../api-client.ts';
import './payments.css';

const STATE_LABELS: Record<string, string> = { pending: 'Pending', paid: 'Paid', failed: 'Failed', refunded: 'Refunded' };
const PROVIDER_LABELS: Record<string, string> = { stripe: 'Stripe', paypal: 'PayPal' };
const ZERO_DECIMAL = new Set('BIF CLP DJF GNF JPY KMF KRW MGA PYG RWF UGX VND VUV XAF XOF XPF'.split(' '));

/** An amount in minor units as people read it, in the browser's language. */
export function formatAmount(item: Pick<PaymentListItem, 'amountTotal' | 'currency'>): string {
  const digits = ZERO_DECIMAL.has(item.currency) ? 0 : 2;
  const value = item.amountTotal / 10 ** digits;
  try {
    return new Intl.NumberFormat(undefined, { style: 'currency', currency: item.currency, minimumFractionDigits: digits }).format(value);
  } catch {
    return `${value.toFixed(digits)} ${item.currency}`;
  }
}

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' }) : '—');

export function PaymentsPage({ search, navigate }: { search: string; navigate(to: string): void }): ReactNode {
  const params = new URLSearchParams(search);
  const state = params.get('state') ?? '';
  const provider = params.get('provider') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [answer, setAnswer] = useState<PaymentListAnswer | undefined>();
  const [error, setError] = useState('');

  useEffect(() => {
    const controller = new AbortController();
    const query = new URLSearchParams({ ...(state ? { state } : {}), ...(provider ? { provider } : {}), page: String(page) });
    setError('');
    api<PaymentListAnswer>(`${PAYMENTS_API_PATH}?${query}`, { signal: controller.signal }).then(setAnswer, (failure: unknown) => {
      if (failure instanceof DOMException && failure.name === 'AbortError') return;
      setError(failure instanceof ApiFailure ? failure.message : 'The payments could not be loaded.');
    });
    return () => controller.abort();
  }, [state, provider, page]);

  const go = (next: Record<string, string>) => {
    const merged = new URLSearchParams({ ...(state ? { state } : {}), ...(provider ? { provider } : {}), ...next });
    for (const [k, v] of [...merged]) if (!v || (k === 'page' && v === '1')) merged.delete(k);
    const query = merged.toString();
    navigate(`/admin/payments${query ? `?${query}` : ''}`);
  };
  const pages = answer ? Math.max(1, Math.ceil(answer.total / answer.perPage)) : 1;

  return (
    <section className="admin-page admin-payments" aria-labelledby="admin-title">
      <h1 id="admin-title" tabIndex={-1}>
        Payments
      </h1>
      <p className="admin-lead">What guests paid through the Stripe and PayPal buttons, as the providers reported it.</p>
      <div className="admin-card admin-filters" role="search" aria-label="Filter payments">
        <div className="admin-field">
          <label htmlFor="payments-state">State</label>
          <select id="payments-state" value={state} onChange={(event) => go({ state: event.target.value, page: '1' })}>
            <option value="">Any state</option>
            {ORDER_STATES.map((s) => (
              <option key={s} value={s}>
                {STATE_LABELS[s]}
              </option>
            ))}
          </select>
        </div>
        <div className="admin-field">
          <label htmlFor="payments-provider">Provider</label>
          <select id="payments-provider" value={provider} onChange={(event) => go({ provider: event.target.value, page: '1' })}>
            <option value="">Stripe and PayPal</option>
            {PAYMENT_PROVIDERS.map((p) => (
              <option key={p} value={p}>
                {PROVIDER_LABELS[p]}
              </option>
            ))}
          </select>
        </div>
      </div>
      {error ? (
        <p className="admin-error" role="alert">
          {error}
        </p>
      ) : !answer ? (
        <p className="admin-muted">Loading…</p>
      ) : answer.items.length === 0 ? (
        <p className="admin-muted" role="status">
          No payments{state || provider ? ' match these filters' : ' yet'}.
        </p>
      ) : (
        // A narrow screen scrolls the table sideways: the region takes focus so a keyboard can scroll it too.
        <div className="admin-card admin-payments__table" role="region" aria-labelledby="payments-caption" tabIndex={0}>
          <table className="admin-table">
            <caption id="payments-caption" className="admin-muted">
              {answer.total} {answer.total === 1 ? 'payment' : 'payments'}, the newest first (page {answer.page} of {pages})
            </caption>
            <thead>
              <tr>
                <th scope="col">What</th>
                <th scope="col">Amount</th>
                <th scope="col">State</th>
                <th scope="col">Provider</th>
                <th scope="col">Guest</th>
                <th scope="col">Started</th>
                <th scope="col">Paid</th>
              </tr>
            </thead>
            <tbody>
              {answer.items.map((item) => (
                <tr key={item.id}>
                  <th scope="row">
                    {item.description || '—'}
                    <br />
                    <small className="admin-muted">{item.providerRef}</small>
                  </th>
                  <td>{formatAmount(item)}</td>
                  <td>
                    <span className={`admin-state admin-state--${item.state}`}>{STATE_LABELS[item.state] ?? item.state}</span>
                  </td>
                  <td>
                    {PROVIDER_LABELS[item.provider] ?? item.provider}
                    {item.sandbox ? ' (test)' : ''}
                  </td>
                  <td>{item.customerEmail || '—'}</td>
                  <td>{when(item.createdAt)}</td>
                  <td>{when(item.paidAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {answer && pages > 1 ? (
        <nav className="admin-form__actions" aria-label="Pages of payments">
          <button
            type="button"
            className="admin-button admin-button--quiet"
            disabled={page <= 1}
            onClick={() => go({ page: String(page - 1) })}
          >
            Newer
          </button>
          <button
            type="button"
            className="admin-button admin-button--quiet"
            disabled={page >= pages}
            onClick={() => go({ page: String(page + 1) })}
          >
            Older
          </button>
        </nav>
      ) : null}
    </section>
  );
}
