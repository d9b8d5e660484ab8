// A menu item's stored `meta` (menu_items.meta, migration 006): its mega-menu settings. Checked on
// write (a bad value is refused with the reason) and on read (a stored value that no longer fits
// makes the item a plain link, never a failed page). It lives in the model because the database
// layer checks it and the theme renders it.
import { z } from 'zod';
import { type ElementNode, parseElements } from './element.ts';

/** An Elementor element tree (columns holding any widgets), parsed as stored documents are. */
const elementsSchema = z
  .array(z.unknown())
  .max(200)
  .transform((list, ctx): ElementNode[] => {
    const elements = parseElements(list);
    // Top-level entries only: a bad nested entry is dropped, as in stored documents.
    if (elements.length !== list.length)
      ctx.addIssue({ code: 'custom', message: 'every entry must be an element (id, elType, settings, elements)' });
    return elements;
  });

const mediaSchema = z.object({ url: z.string().min(1).max(2048), alt: z.string().max(300).optional() });

/**
 * A slide. An image slide shows `image` and links to `link`; a video slide (`video: true`) plays the
 * video at `link` (missing or unsupported links are shown as the player's own messages, spec §5).
 */
const carouselItemSchema = z.object({
  image: mediaSchema.optional(),
  video: z.boolean().optional(),
  link: z.string().max(2048).optional(),
  title: z.string().max(200).optional(),
});

/** Panel width in px; without it the panel spans the menu bar. */
const widthSchema = z.number().int().min(200).max(1920).optional();

const panelSchema = z.object({ type: z.literal('panel'), width: widthSchema, elements: elementsSchema });

const tabsSchema = z.object({
  type: z.literal('tabs'),
  width: widthSchema,
  tabs: z
    .array(z.object({ title: z.string().trim().min(1).max(120), elements: elementsSchema }))
    .min(1)
    .max(12),
});

/** `count`: slides shown from 900 px (the plugin's "3 items" default); fewer below (see carousel.ts). */
const carouselSchema = z.object({
  type: z.literal('carousel'),
  width: widthSchema,
  carousel: z.object({
    items: z.array(carouselItemSchema).min(1).max(24),
    count: z.number().int().min(1).max(6).default(3),
  }),
});

export const megaSettingsSchema = z.discriminatedUnion('type', [panelSchema, tabsSchema, carouselSchema]);

export const menuItemMetaSchema = z.object({ mega: megaSettingsSchema.optional() }).strict();

export type MegaSettings = z.output<typeof megaSettingsSchema>;
export type MegaCarouselItem = z.output<typeof carouselItemSchema>;
export type MenuItemMeta = z.output<typeof menuItemMetaSchema>;
/** What a writer passes (count may be left to its default). */
export type MenuItemMetaInput = z.input<typeof menuItemMetaSchema>;

/** A readable reason for the first problems zod found, e.g. "mega.tabs: Too small…". */
function reasonOf(error: z.ZodError): string {
  return error.issues
    .slice(0, 3)
    .map((i) => `${i.path.join('.') || '(meta)'}: ${i.message}`)
    .join('; ');
}

export type MetaCheck = { ok: true; meta: MenuItemMeta } | { ok: false; reason: string };

/** Checks a meta value (an object, as written). */
export function checkMenuItemMeta(value: unknown): MetaCheck {
  const parsed = menuItemMetaSchema.safeParse(value ?? {});
  return parsed.success ? { ok: true, meta: parsed.data } : { ok: false, reason: reasonOf(parsed.error) };
}

/** Reads the stored column: null or empty is no meta; JSON that does not parse or fit is reported. */
export function readMenuItemMeta(stored: string | null | undefined): MetaCheck {
  if (!stored) return { ok: true, meta: {} };
  let value: unknown;
  try {
    value = JSON.parse(stored);
  } catch {
    return { ok: false, reason: 'meta is not valid JSON' };
  }
  return checkMenuItemMeta(value);
}
