// Spacer widget settings (Elementor's names; the 50px default lives in the base CSS).
import { z } from 'zod';
import { cssSize } from '../shared/schema-parts.ts';

export const spacerSchema = z.looseObject({
  /** Responsive height of the empty space. */
  space: cssSize,
});
export type SpacerSettings = z.infer<typeof spacerSchema>;
