// The demo artwork: each image's name, its SVG source and the alt text pages use for it.
import { beach, harbour, seaViewSuite } from './coast.ts';
import { gardens, hills } from './country.ts';
import { courtyard, pool } from './grounds.ts';
import { bedroom, breakfastTerrace } from './rooms.ts';
import { market, oldTown } from './town.ts';

export interface DemoImage {
  name: string;
  alt: string;
  svg: () => string;
}

export const DEMO_IMAGES: DemoImage[] = [
  { name: 'sea-view-suite', alt: 'The bay at dusk from a suite terrace, with an olive tree in a terracotta pot', svg: seaViewSuite },
  { name: 'bedroom', alt: 'A suite bedroom with a linen bed and an arched window open to the sea at sunset', svg: bedroom },
  { name: 'breakfast-terrace', alt: 'Breakfast laid under the vine pergola, with the sea beyond the balustrade', svg: breakfastTerrace },
  { name: 'courtyard', alt: 'The whitewashed courtyard with its old olive tree, arcade and bougainvillea', svg: courtyard },
  { name: 'pool', alt: 'The pool and sun loungers above the sea in the late afternoon', svg: pool },
  { name: 'old-town', alt: 'A lane of the old town with shuttered houses leading to the bell tower', svg: oldTown },
  { name: 'harbour', alt: 'Fishing boats in the harbour at dusk, below the coloured waterfront houses and the lighthouse', svg: harbour },
  { name: 'beach', alt: 'Parasols and loungers on the sandy beach front, with a headland across the bay', svg: beach },
  { name: 'hills', alt: 'Vineyard rows and a cypress avenue leading to a farmhouse in the hills', svg: hills },
  { name: 'market', alt: 'Striped awnings and crates of fruit under the arcade of the market square', svg: market },
  { name: 'gardens', alt: 'The glass palm house of the botanical gardens behind a lily pond and palms', svg: gardens },
];

/** Intrinsic size of every master image. */
export const DEMO_IMAGE_SIZE = { width: 1920, height: 1080 } as const;

/** Widths of the smaller copies written beside each master (`name-480.jpg`, ...). */
export const DEMO_IMAGE_WIDTHS = [480, 768, 1280] as const;

export function demoImage(name: string): DemoImage {
  const found = DEMO_IMAGES.find((i) => i.name === name);
  if (!found) throw new Error(`demoImage: unknown image name "${name}"`);
  return found;
}
