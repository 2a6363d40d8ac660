export interface IntroTourPage {
  title: string;
  /** HTML fragment. */
  content: string;
  /** Image URL (a bird drawing served by the API); empty when the page has none. */
  image: string;
  order: number;
}

/** The default intro tour shown on a first visit: what the count is and how to take part. */
export const DEFAULT_INTRO_TOUR: readonly IntroTourPage[] = [
  {
    order: 1,
    title: 'Welkom bij de Tuinvogeltelling',
    content:
      '<p>Eén keer per jaar tellen we met heel Nederland de vogels in tuinen en op balkons. ' +
      'Zo weten onderzoekers hoe het gaat met onze tuinvogels. Iedereen kan meedoen, ' +
      'ook zonder vogelkennis.</p>',
    image: '/media/birds/koolmees/default.svg',
  },
  {
    order: 2,
    title: 'Tel een half uur',
    content:
      '<p>Kies tijdens het telweekend een moment en kijk een half uur naar je tuin of vanaf ' +
      'je balkon. Tel van elke soort het grootste aantal dat je <strong>tegelijk</strong> ziet, ' +
      'zo tel je geen vogel dubbel.</p>',
    image: '/media/birds/roodborst/default.svg',
  },
  {
    order: 3,
    title: 'Welke vogel is dat?',
    content:
      '<p>Twijfel je? Gebruik de vogelgids, maak een foto voor de herkenning of beantwoord ' +
      'vier vragen over grootte, kleur, silhouet en snavel. Geen vogels gezien? Ook die telling ' +
      'is waardevol.</p>',
    image: '/media/birds/pimpelmees/default.svg',
  },
  {
    order: 4,
    title: 'Geef je telling door',
    content:
      '<p>Vul na het tellen je postcode in en verstuur je telling. Geen bereik? Je telling ' +
      'blijft bewaard op je telefoon en wordt verstuurd zodra je weer verbinding hebt.</p>',
    image: '/media/birds/merel/default.svg',
  },
];
