// The demo's posts: the three suite pages and four local guides, each filed under areas.
import { SUITE_FACTS } from './hotel-facts.ts';

export interface DemoPost {
  slug: string;
  title: string;
  image: string;
  eyebrow: string;
  lead: string;
  excerpt: string;
  /** Paragraphs of the article. */
  body: string[];
  /** Facts shown as an icon list: [Font Awesome name, text]. */
  facts: Array<[string, string]>;
  areas: string[];
  /** Suites get a stay planner with their own rate. */
  nightlyRate?: number;
  /** When it was published (the posts widget's date), in the order the posts were written. */
  date: string;
}

export const SUITES: DemoPost[] = [
  {
    slug: 'the-sea-view-suite',
    date: '2025-10-02T09:30:00.000Z',
    title: `The ${SUITE_FACTS.seaView.name}`,
    image: 'bedroom',
    eyebrow: `Suite · ${SUITE_FACTS.seaView.size} m²`,
    lead: 'Our largest suite, on the top floor, with a private terrace that looks straight down the bay.',
    excerpt: 'The top-floor suite with a private terrace facing the sunset, a deep linen bed and a bath by the window.',
    body: [
      'The Sea-View Suite takes the whole of the top floor of the old house. French windows open onto a private terrace with two loungers, an olive tree in a terracotta pot and nothing between you and the horizon but the roofs of the harbour.',
      'Inside, the walls are lime-washed by hand and the floors are the original chestnut boards. The bed is made with stonewashed linen from a mill in Biella; the freestanding bath sits under the arched window, so you can watch the lighthouse come on from the water.',
      'Breakfast can be brought up to the terrace at any hour until noon. In the evening we leave a carafe of the estate’s vermentino and a plate of olives from the courtyard tree.',
    ],
    facts: [
      ['ruler-combined', `${SUITE_FACTS.seaView.size} m² with a 20 m² private terrace`],
      ['bed', 'King-size bed, room for a cot'],
      ['user-group', `Up to ${SUITE_FACTS.seaView.guests} guests`],
      ['water', 'Full sea view and a bath by the window'],
    ],
    areas: ['beach-front', 'harbour'],
    nightlyRate: SUITE_FACTS.seaView.nightlyRate,
  },
  {
    slug: 'the-garden-suite',
    date: '2025-10-16T10:15:00.000Z',
    title: `The ${SUITE_FACTS.garden.name}`,
    image: 'courtyard',
    eyebrow: `Suite · ${SUITE_FACTS.garden.size} m²`,
    lead: 'On the ground floor, opening onto the courtyard and the shade of the hundred-year-old olive tree.',
    excerpt: 'A cool ground-floor suite that opens onto the courtyard, with its own corner of the garden and an outdoor shower.',
    body: [
      'The Garden Suite was once the house’s lemon store, and it keeps the thick stone walls that make it the coolest room in August. Its doors open onto a private corner of the courtyard, screened by jasmine, with a table for two and an outdoor rain shower.',
      'A wide rattan headboard, a reading chair by the window and shelves of books left by guests make it the suite people return to year after year. The botanical gardens are a three-minute walk up the hill.',
    ],
    facts: [
      ['ruler-combined', `${SUITE_FACTS.garden.size} m² with a private garden corner`],
      ['bed', 'King-size or twin beds'],
      ['user-group', `Up to ${SUITE_FACTS.garden.guests} guests`],
      ['leaf', 'Courtyard view and an outdoor shower'],
    ],
    areas: ['botanical-gardens', 'old-town'],
    nightlyRate: SUITE_FACTS.garden.nightlyRate,
  },
  {
    slug: 'the-tower-suite',
    date: '2025-11-04T08:45:00.000Z',
    title: `The ${SUITE_FACTS.tower.name}`,
    image: 'old-town',
    eyebrow: `Suite · ${SUITE_FACTS.tower.size} m²`,
    lead: 'Two floors in the old watchtower: a sitting room below, a bedroom above with windows on three sides.',
    excerpt: 'Two floors in the old watchtower, with windows over the old town roofs, the hills and the sea.',
    body: [
      'The square tower at the corner of the house was built to watch for ships. Today a stone staircase leads from a sitting room with a fireplace to a bedroom with windows on three sides: the old town roofs to the north, the vineyards inland and a slice of sea to the south.',
      'It is the quietest of our suites and the favourite of writers and early risers. In spring and autumn we light the fire in the evening.',
    ],
    facts: [
      ['ruler-combined', `${SUITE_FACTS.tower.size} m² on two floors`],
      ['bed', 'Queen-size bed'],
      ['user-group', `Up to ${SUITE_FACTS.tower.guests} guests`],
      ['mountain-sun', 'Views of the old town and the hills'],
    ],
    areas: ['old-town', 'hills-and-vineyards'],
    nightlyRate: SUITE_FACTS.tower.nightlyRate,
  },
];

export const GUIDES: DemoPost[] = [
  {
    slug: 'a-morning-in-the-market-quarter',
    date: '2026-02-19T11:00:00.000Z',
    title: 'A morning in the Market Quarter',
    image: 'market',
    eyebrow: 'Local guide',
    lead: 'Where to go, what to buy and where to sit down afterwards: our reception team’s Saturday routine.',
    excerpt: 'Espresso under the arcade, citrus from the hills and anchovies from last night’s boats: a Saturday morning at the market.',
    body: [
      'Go early. By half past seven the stallholders under the arcade of Piazza del Mercato are laying out blood oranges, wild fennel and tomatoes still warm from the hills, and the best of the anchovies are gone by nine.',
      'Start with an espresso at Bar Centrale, where the market traders take theirs standing at the zinc counter. Then work your way clockwise: cheeses and honey from the mountain farms, the bread stall with its loaves of semolina, and Signora Rita’s bunches of herbs.',
      'When the awnings come down around noon, take a table by the fountain and order whatever the kitchen at Trattoria Gemma has made from the morning’s market. Ask for the terrace; it is shaded until three.',
    ],
    facts: [
      ['clock', 'Tuesday to Sunday, 7:00 to 13:00'],
      ['person-walking', 'Eight minutes on foot from the hotel'],
      ['basket-shopping', 'Bring a bag: most stalls use paper only'],
    ],
    areas: ['market-quarter', 'old-town'],
  },
  {
    slug: 'walking-the-harbour-at-dusk',
    date: '2026-04-08T17:20:00.000Z',
    title: 'Walking the harbour at dusk',
    image: 'harbour',
    eyebrow: 'Local guide',
    lead: 'The evening passeggiata from the fish quay to the lighthouse, with three stops on the way.',
    excerpt: 'From the fish quay along the breakwater to the lighthouse: the evening walk everyone in Porto Alba takes.',
    body: [
      'An hour before sunset the whole town seems to walk down to the harbour. Follow them along the quay, past the fishermen mending nets and the boats being readied for the night, and stop for a granita at the kiosk by the harbour master’s office.',
      'The breakwater runs out for half a mile to the lighthouse. Halfway along, the steps down to the rocks are where local children swim until the light goes. At the end, sit on the warm stone at the lighthouse’s foot and watch the sun drop behind the headland.',
    ],
    facts: [
      ['route', 'About 2 km there and back, all flat'],
      ['sun', 'Best in the hour before sunset'],
      ['ice-cream', 'Granita at the harbour kiosk, April to October'],
    ],
    areas: ['harbour', 'beach-front'],
  },
  {
    slug: 'a-day-among-the-vineyards',
    date: '2026-05-27T09:05:00.000Z',
    title: 'A day among the vineyards',
    image: 'hills',
    eyebrow: 'Local guide',
    lead: 'A ridge walk, a family cellar and a long lunch: how to spend a day in the hills behind the coast.',
    excerpt: 'A ridge path, two family cellars and a farmhouse lunch, ten minutes inland from the sea.',
    body: [
      'The hills behind Porto Alba are planted with vermentino and old olive groves, and the marked ridge path links three family estates in an easy morning’s walk. We can book a tasting at Tenuta Ferri, where the fourth generation still picks by hand.',
      'For lunch, the farmhouse kitchen at the top of the cypress avenue serves whatever is ready in the garden, with the estate’s own oil and bread baked that morning. Book a table on the terrace and allow the whole afternoon.',
    ],
    facts: [
      ['car', 'Ten minutes by car; we arrange a driver on request'],
      ['wine-glass', 'Tastings from 11:00, booking required'],
      ['person-hiking', 'Ridge path: 9 km, gently rolling'],
    ],
    areas: ['hills-and-vineyards'],
  },
  {
    slug: 'shade-and-glass-the-botanical-gardens',
    date: '2026-07-14T15:40:00.000Z',
    title: 'Shade and glass: the botanical gardens',
    image: 'gardens',
    eyebrow: 'Local guide',
    lead: 'A sea captain’s garden of palms and agaves, and the restored Victorian palm house at its heart.',
    excerpt: 'Terraces of palms and agaves around a restored palm house: the coolest place in town on a summer afternoon.',
    body: [
      'Captain Aurelio Ferri came home from forty years at sea with crates of seeds and cuttings, and in 1871 he began to terrace the hill behind his house. The gardens he made are now the town’s: palms from the Canaries, agaves from Mexico, citrus from Sicily.',
      'At their centre stands the glass palm house, restored in 2019, with its tree ferns, orchids and a collection of carnivorous plants that children love. The lily pond in front of it is shaded by the tallest palms in town.',
    ],
    facts: [
      ['clock', 'Open daily, 9:00 to 19:00 (17:00 in winter)'],
      ['person-walking', 'Three minutes uphill from the hotel'],
      ['ticket', 'Free for Casa Alba guests'],
    ],
    areas: ['botanical-gardens'],
  },
  {
    slug: 'where-to-swim-on-the-beach-front',
    date: '2026-09-03T08:10:00.000Z',
    title: 'Where to swim on the beach front',
    image: 'beach',
    eyebrow: 'Local guide',
    lead: 'The calm corners, the snorkelling rocks and the best beach kitchen for lunch in your swimsuit.',
    excerpt: 'Calm shallows for children, rocks for snorkelling and a beach kitchen for lunch: our guide to the bay.',
    body: [
      'The beach front runs for a mile south of the harbour. The first stretch, below the promenade, is shallow and sheltered: the place for children and for early swims when the water is like glass.',
      'Further along, the Punta Rossa rocks drop into clear water full of fish; bring a mask. Our loungers and parasols are at Bagni Aurora, where the kitchen grills the morning’s catch and serves it at tables on the sand.',
    ],
    facts: [
      ['umbrella-beach', 'Hotel loungers at Bagni Aurora, May to October'],
      ['person-swimming', 'Lifeguards from June to mid-September'],
      ['fish', 'Snorkelling off the Punta Rossa rocks'],
    ],
    areas: ['beach-front'],
  },
];
