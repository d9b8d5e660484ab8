// The demo hotel's facts, in one place: every page, post, popup and menu that states one of them reads
// it from here, so the site never says two things about the same house (it once said it was founded
// in 1868, 1874 and 1987, and named its owners three ways).

export const HOTEL = {
  name: 'Casa Alba Suites',
  town: 'Porto Alba',
  /** The sea captain who built the house around the old watchtower. */
  builder: 'Captain Aurelio Ferri',
  built: 1868,
  /** When the hosts found it in ruins, and when it opened to guests. */
  rescued: 2009,
  opened: 2012,
  /** The hosts, the captain's great-granddaughter and her husband (Giulia also has the site's staff account). */
  hosts: 'Giulia and Marco Conti',
  hostsSigned: 'Giulia &amp; Marco Conti, your hosts',
  hostsFirstNames: 'Giulia and Marco',
  /** Who runs the house day to day (the demo's staff account, gconti). */
  manager: 'Giulia Conti',
  suites: 11,
  suitesInWords: 'eleven',
  /** Guests welcomed since opening (about 1,700 a year). */
  guests: 23_800,
  breakfastUntil: 'noon',
  /** Open all year; winter hours (and the winter escape) from 1 November to 15 March. */
  winter: { from: '1 November', to: '15 March', months: 'November to mid-March' },
} as const;

/** "Eleven", for the start of a sentence or a heading. */
export const SUITES_IN_WORDS_CAPITALISED = `${HOTEL.suitesInWords[0]!.toUpperCase()}${HOTEL.suitesInWords.slice(1)}`;

/** Summers the house has welcomed guests, counting the one of the year it opened. */
export const SUMMERS_OF_WELCOME = 15;
export const SUMMERS_IN_WORDS = 'Fifteen';

/** The three kinds of suite, as every page names, sizes and prices them. */
export const SUITE_FACTS = {
  seaView: { name: 'Sea-View Suite', size: 48, guests: 3, nightlyRate: 340 },
  garden: { name: 'Garden Suite', size: 40, guests: 2, nightlyRate: 260 },
  tower: { name: 'Tower Suite', size: 36, guests: 2, nightlyRate: 230 },
} as const;

/** The winter escape: four nights for the price of three. */
export const WINTER_ESCAPE = { nights: 4, pay: 3 } as const;

/** A suite's winter escape price (the nights paid for) and what the nights would cost otherwise. */
export function winterPrice(nightlyRate: number): { price: number; original: number } {
  return { price: nightlyRate * WINTER_ESCAPE.pay, original: nightlyRate * WINTER_ESCAPE.nights };
}
