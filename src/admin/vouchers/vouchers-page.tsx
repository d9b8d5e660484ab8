// Gift vouchers at the front desk (administrators and editors): type or paste the code from the
// guest's e-mail (case, spaces and dashes do not matter), see what it is worth and whether it was
// used, and mark it used. The code lives in the address (?code=…), so a lookup can be bookmarked.
import { type FormEvent, useEffect, useRef, useState, type ReactNode } from 'react';
import { VOUCHERS_API_PATH, type VoucherAnswer } from '../../contracts/shop.ts';
import { api, ApiFailure } from '../api-client.ts';
import type { SessionState } from '../session.ts';
import './vouchers.css';

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' }) : '—');

export function VouchersPage(props: { search: string; navigate(to: string): void; freshNonces: SessionState['freshNonces'] }): ReactNode {
  const code = new URLSearchParams(props.search).get('code') ?? '';
  const [typed, setTyped] = useState(code);
  const [voucher, setVoucher] = useState<VoucherAnswer | undefined>();
  const [error, setError] = useState('');
  const [status, setStatus] = useState('');
  const [busy, setBusy] = useState(false);
  const result = useRef<HTMLDivElement>(null);

  useEffect(() => {
    setVoucher(undefined);
    setError('');
    if (!code) return;
    const controller = new AbortController();
    api<VoucherAnswer>(`${VOUCHERS_API_PATH}/${encodeURIComponent(code)}`, { signal: controller.signal }).then(
      (found) => {
        setVoucher(found);
        result.current?.focus();
      },
      (failure: unknown) => {
        if (failure instanceof DOMException && failure.name === 'AbortError') return;
        setError(failure instanceof ApiFailure ? failure.message : 'The voucher could not be looked up. Please try again.');
      },
    );
    return () => controller.abort();
  }, [code]);

  const lookUp = (event: FormEvent) => {
    event.preventDefault();
    setStatus('');
    const clean = typed.trim();
    if (!clean) return setError('Type the voucher code from the guest’s e-mail.');
    props.navigate(`/admin/vouchers?code=${encodeURIComponent(clean)}`);
  };

  const markUsed = async () => {
    if (!voucher) return;
    setBusy(true);
    setError('');
    try {
      const nonces = await props.freshNonces();
      const updated = await api<VoucherAnswer>(`${VOUCHERS_API_PATH}/${encodeURIComponent(voucher.code)}/use`, {
        method: 'POST',
        body: { nonce: nonces.admin ?? '' },
      });
      setVoucher(updated);
      setStatus(`Voucher ${updated.code} is marked used.`);
    } catch (failure) {
      setError(failure instanceof ApiFailure ? failure.message : 'The voucher could not be marked. Please try again.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="admin-page admin-vouchers" aria-labelledby="admin-title">
      <h1 id="admin-title" tabIndex={-1}>
        Gift vouchers
      </h1>
      <p className="admin-lead">Look up a code from a guest’s voucher e-mail, then mark it used when the guest redeems it.</p>
      <form className="admin-card admin-form" role="search" aria-label="Look up a voucher" onSubmit={lookUp}>
        <div className="admin-field">
          <label htmlFor="voucher-code">Voucher code</label>
          <input
            id="voucher-code"
            name="code"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            autoComplete="off"
            spellCheck={false}
            maxLength={64}
            placeholder="ABCD-EFGH-JKMN-PQRS"
            aria-describedby="voucher-code-help"
          />
          <p id="voucher-code-help" className="admin-help">
            16 letters and digits; spaces, dashes and small letters are fine.
          </p>
        </div>
        <button type="submit" className="admin-button">
          Look up
        </button>
      </form>
      {error ? (
        <p className="admin-error" role="alert">
          {error}
        </p>
      ) : null}
      <p className="admin-success" role="status">
        {status}
      </p>
      {voucher ? (
        <div className="admin-card" ref={result} tabIndex={-1} aria-labelledby="voucher-title">
          <h2 id="voucher-title">
            {voucher.name}: {voucher.display}
          </h2>
          <dl className="admin-details">
            <dt>Code</dt>
            <dd>
              <code>{voucher.code}</code>
            </dd>
            <dt>State</dt>
            <dd>
              {voucher.state === 'valid'
                ? 'Valid, not used yet'
                : `Used ${when(voucher.usedAt)}${voucher.usedBy ? ` (marked by ${voucher.usedBy})` : ''}`}
            </dd>
            <dt>Bought</dt>
            <dd>
              {when(voucher.createdAt)} by {voucher.buyerName || 'a guest'}
              {voucher.buyerEmail ? ` <${voucher.buyerEmail}>` : ''}, order {voucher.orderId}
            </dd>
          </dl>
          {voucher.state === 'valid' ? (
            <button type="button" className="admin-button" disabled={busy} onClick={() => void markUsed()}>
              {busy ? 'Marking…' : 'Mark as used'}
            </button>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
