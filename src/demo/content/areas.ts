// The six areas of Porto Alba (the `area` taxonomy): name, slug, description and the artwork that shows them.
export interface DemoArea {
  slug: string;
  name: string;
  description: string;
  /** Short line for cards. */
  teaser: string;
  image: string;
}

export const DEMO_AREAS: DemoArea[] = [
  {
    slug: 'old-town',
    name: 'Old Town',
    teaser: 'Shuttered lanes, a Romanesque bell tower and cafés that open at seven.',
    description:
      'The medieval heart of Porto Alba climbs from the harbour in stepped lanes too narrow for cars. Look up for washing lines and bougainvillea, look in for bakers, bookbinders and a dozen tiny bars. The bell tower of San Lorenzo rings the hours; from its loggia you can see the whole bay.',
    image: 'old-town',
  },
  {
    slug: 'harbour',
    name: 'Harbour',
    teaser: 'Painted boats, the fish auction at dawn and the lighthouse walk at dusk.',
    description:
      'Fishing boats still land their catch at the quay below the coloured waterfront houses, and the auction starts before the sun is up. In the evening the breakwater becomes a promenade out to the red-and-white lighthouse, with the best sunset seat in town at its foot.',
    image: 'harbour',
  },
  {
    slug: 'beach-front',
    name: 'Beach Front',
    teaser: 'A mile of soft sand, clear shallow water and two good beach kitchens.',
    description:
      'South of the harbour the bay opens into a mile of pale sand, shelving gently into clear water that stays calm most mornings. Parasols and loungers are set out from May to October; beyond them, the rocks at Punta Rossa are the place to snorkel and to watch the fishing boats come home.',
    image: 'beach',
  },
  {
    slug: 'hills-and-vineyards',
    name: 'Hills & Vineyards',
    teaser: 'Cypress avenues, family wineries and long walks with views of the sea.',
    description:
      'Ten minutes inland the land rises into terraced hills of vermentino and old olive groves. Family estates open their cellars for tastings, cypress avenues lead to farmhouse kitchens, and marked paths run along the ridge with the sea on one side and the mountains on the other.',
    image: 'hills',
  },
  {
    slug: 'market-quarter',
    name: 'Market Quarter',
    teaser: 'The covered arcade, morning produce stalls and the best espresso in town.',
    description:
      'Under the arcades of Piazza del Mercato the stalls open at dawn: citrus and tomatoes from the hills, cheeses from the mountains, anchovies from last night’s boats. By noon the awnings come down and the square belongs to the cafés and the children playing around the fountain.',
    image: 'market',
  },
  {
    slug: 'botanical-gardens',
    name: 'Botanical Gardens',
    teaser: 'A Victorian palm house, lily ponds and shaded paths through exotic groves.',
    description:
      'Laid out in 1871 by a returning sea captain, the botanical gardens climb the hill behind the hotel in terraces of palms, agaves and citrus. The restored glass palm house shelters tree ferns and orchids; the lily pond in front of it is the coolest spot in town on an August afternoon.',
    image: 'gardens',
  },
];
