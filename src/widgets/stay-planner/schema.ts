// Stay planner settings: the hotel's nightly rate and the limits of the nights/guests steppers.
import { z } from 'zod';

/** Elementor number controls may store numbers as strings ("180"); '' fails, so the default applies. */
const numberish = (schema: z.ZodNumber) => z.preprocess((v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v), schema);

export const stayPlannerSchema = z.looseObject({
  title: z.string().default('Plan your stay'),
  nightly_rate: numberish(z.number().min(0).max(1_000_000)).default(180),
  /** ISO 4217 code, e.g. EUR. */
  currency: z
    .string()
    .regex(/^[A-Z]{3}$/)
    .default('EUR'),
  max_guests: numberish(z.number().int().min(1).max(50)).default(4),
  min_nights: numberish(z.number().int().min(1).max(365)).default(1),
  max_nights: numberish(z.number().int().min(1).max(365)).default(14),
  cta_text: z.string().default('Check availability'),
  cta_url: z.string().default('/contact/'),
});
export type StayPlannerSettings = z.infer<typeof stayPlannerSchema>;
