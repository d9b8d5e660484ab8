// Validation of stored kit breakpoints (server side only: keeps zod out of the browser boot module).
import { z } from 'zod';
import type { Breakpoints } from './breakpoints.ts';

export const breakpointSchema = z.object({
  label: z.string(),
  value: z.number().int().min(320).max(5000),
  isEnabled: z.boolean(),
  direction: z.enum(['max', 'min']),
});

export const breakpointsSchema: z.ZodType<Breakpoints> = z.object({
  mobile: breakpointSchema,
  mobile_extra: breakpointSchema,
  tablet: breakpointSchema,
  tablet_extra: breakpointSchema,
  laptop: breakpointSchema,
  widescreen: breakpointSchema,
});
