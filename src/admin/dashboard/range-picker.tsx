// The dashboard's period: a select of the named ranges, and for a custom range two dates applied
// together. The choice lives in the address (?range=…), so reload and back keep it.
import { useState, type FormEvent, type ReactNode } from 'react';
import { RANGE_KEYS, type RangeKey } from '../../stats/report-types.ts';
import { RANGE_LABELS } from '../format.ts';
import { parseRangeQuery, type RangeChoice } from '../shared/range-query.ts';

interface RangePickerProps {
  choice: RangeChoice;
  /** The resolved days of the current choice, to prefill a custom range. */
  days?: { from: string; to: string };
  onChange(choice: RangeChoice): void;
}

export function RangePicker({ choice, days, onChange }: RangePickerProps): ReactNode {
  const [key, setKey] = useState<RangeKey>(choice.key);
  const [from, setFrom] = useState(choice.custom?.from ?? days?.from ?? '');
  const [to, setTo] = useState(choice.custom?.to ?? days?.to ?? '');
  const [error, setError] = useState('');

  function pick(next: RangeKey): void {
    setKey(next);
    setError('');
    if (next === 'custom') {
      // Start from the days on screen, so only what changes needs typing.
      if (!from && days) setFrom(days.from);
      if (!to && days) setTo(days.to);
      return;
    }
    onChange({ key: next });
  }

  function apply(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault();
    const parsed = parseRangeQuery({ range: 'custom', from, to });
    if (!parsed.ok) {
      setError(parsed.message.replace(/^from\b/, 'The start').replace(/^to\b/, 'The end'));
      return;
    }
    setError('');
    onChange(parsed.choice);
  }

  return (
    <form className="admin-range" onSubmit={apply} aria-label="Period">
      <div className="admin-field admin-field--inline">
        <label htmlFor="admin-range">Period</label>
        <select id="admin-range" value={key} onChange={(event) => pick(event.target.value as RangeKey)}>
          {RANGE_KEYS.map((k) => (
            <option key={k} value={k}>
              {RANGE_LABELS[k]}
            </option>
          ))}
        </select>
      </div>
      {key === 'custom' ? (
        <>
          <div className="admin-field admin-field--inline">
            <label htmlFor="admin-from">From</label>
            <input
              id="admin-from"
              type="date"
              value={from}
              onChange={(event) => setFrom(event.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? 'admin-range-error' : undefined}
            />
          </div>
          <div className="admin-field admin-field--inline">
            <label htmlFor="admin-to">To</label>
            <input
              id="admin-to"
              type="date"
              value={to}
              onChange={(event) => setTo(event.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? 'admin-range-error' : undefined}
            />
          </div>
          <button type="submit" className="admin-button">
            Apply
          </button>
        </>
      ) : null}
      <p id="admin-range-error" className="admin-error" role="alert">
        {error}
      </p>
    </form>
  );
}
