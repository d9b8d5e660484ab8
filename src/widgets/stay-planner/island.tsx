// "Plan your stay": nights and guests steppers with a live total and a link to ask for those dates.
// An island (React state in the browser) because the total and link follow every click.
// Server and browser must render the same markup: the locale is fixed ('en-GB', never the
// browser's) and there is no useId (the server renders this inside the page's React tree, the
// browser in its own root, so generated ids would differ).
import { useState, type ReactNode } from 'react';
import type { StayPlannerProps } from './props.ts';

const formatters = new Map<string, Intl.NumberFormat | null>();

export function formatMoney(amount: number, currency: string): string {
  const digits = Number.isInteger(amount) ? 0 : 2;
  // Building a NumberFormat is costly; keep one per currency and precision (null = unknown currency).
  const key = `${currency}:${digits}`;
  if (!formatters.has(key)) {
    try {
      formatters.set(
        key,
        new Intl.NumberFormat('en-GB', { style: 'currency', currency, minimumFractionDigits: digits, maximumFractionDigits: digits }),
      );
    } catch {
      formatters.set(key, null);
    }
  }
  return formatters.get(key)?.format(amount) ?? `${amount.toFixed(digits)} ${currency}`;
}

/** The CTA link with the chosen stay appended to its query, before any #fragment. */
export function stayUrl(base: string, nights: number, guests: number): string {
  const hashAt = base.indexOf('#');
  const path = hashAt === -1 ? base : base.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : base.slice(hashAt);
  const joiner = path.includes('?') ? '&' : '?';
  return `${path}${joiner}nights=${nights}&guests=${guests}${hash}`;
}

const plural = (n: number, one: string, many: string): string => `${n} ${n === 1 ? one : many}`;

interface StepperProps {
  legend: string;
  value: number;
  min: number;
  max: number;
  less: string;
  more: string;
  /** Receives an updater, so quick successive clicks each count. */
  onChange: (update: (value: number) => number) => void;
}

function Stepper({ legend, value, min, max, less, more, onChange }: StepperProps): ReactNode {
  return (
    <fieldset className="foyer-stay-planner__field">
      <legend>{legend}</legend>
      <button type="button" aria-label={less} disabled={value <= min} onClick={() => onChange((v) => Math.max(min, v - 1))}>
        −
      </button>
      <span className="foyer-stay-planner__value">{value}</span>
      <button type="button" aria-label={more} disabled={value >= max} onClick={() => onChange((v) => Math.min(max, v + 1))}>
        +
      </button>
    </fieldset>
  );
}

export function StayPlanner(props: StayPlannerProps): ReactNode {
  const { title, nightlyRate, currency, maxGuests, minNights, maxNights, ctaText, ctaUrl } = props;
  const [nights, setNights] = useState(minNights);
  const [guests, setGuests] = useState(Math.min(2, maxGuests));
  const total = nights * nightlyRate;
  return (
    <div className="foyer-stay-planner">
      {title ? <h3 className="foyer-stay-planner__title">{title}</h3> : null}
      <Stepper legend="Nights" value={nights} min={minNights} max={maxNights} less="Fewer nights" more="More nights" onChange={setNights} />
      <Stepper legend="Guests" value={guests} min={1} max={maxGuests} less="Fewer guests" more="More guests" onChange={setGuests} />
      <p className="foyer-stay-planner__summary">
        <output className="foyer-stay-planner__total" aria-live="polite">
          {`${plural(nights, 'night', 'nights')}, ${plural(guests, 'guest', 'guests')}: ${formatMoney(total, currency)}`}
        </output>
      </p>
      <a className="foyer-stay-planner__cta elementor-button" href={stayUrl(ctaUrl, nights, guests)}>
        {ctaText}
      </a>
    </div>
  );
}

export default StayPlanner;
