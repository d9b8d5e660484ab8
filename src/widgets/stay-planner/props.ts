// Settings -> island props: the one conversion both the server render and data-props use, so the
// browser hydrates exactly what the server rendered. Framework-free: the island imports its types.
import { safeUrl } from '../../model/safe-url.ts';
import type { StayPlannerSettings } from './schema.ts';

export interface StayPlannerProps {
  title: string;
  nightlyRate: number;
  currency: string;
  maxGuests: number;
  minNights: number;
  maxNights: number;
  ctaText: string;
  ctaUrl: string;
}

export function stayPlannerProps(s: StayPlannerSettings): StayPlannerProps {
  return {
    title: s.title,
    nightlyRate: s.nightly_rate,
    currency: s.currency,
    maxGuests: s.max_guests,
    minNights: s.min_nights,
    // A maximum below the minimum would lock the stepper: treat it as equal.
    maxNights: Math.max(s.min_nights, s.max_nights),
    ctaText: s.cta_text,
    // An empty or unsafe link still renders a button: one that goes nowhere.
    ctaUrl: safeUrl(s.cta_url) ?? '#',
  };
}
