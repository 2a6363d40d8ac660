/** One question of the FAQ ('Faq' screen, shown as a collapsible list). */
export interface FaqItem {
  question: string;
  /** HTML fragment. */
  answer: string;
}

/**
 * The questions participants ask most. Consistent with tip 1 ('Tel een half uur lang'): birds
 * that only fly high over the garden are not counted.
 */
export const DEFAULT_FAQ: readonly FaqItem[] = [
  {
    question: 'Wanneer tel ik en hoe lang?',
    answer:
      '<p>Je telt op één moment tijdens het telweekend, op de dag en het tijdstip dat jou ' +
      'uitkomt, zolang het licht is. Tel precies een half uur: zet gerust een wekker.</p>',
  },
  {
    question: "Wat betekent 'het hoogste aantal tegelijk'?",
    answer:
      '<p>Vogels komen en gaan, dus dezelfde merel kan je vaak voorbijkomen. Tel daarom niet ' +
      'alles bij elkaar op, maar noteer per soort het grootste aantal dat je <strong>op één ' +
      'moment</strong> samen ziet. Zie je eerst drie huismussen, later vijf tegelijk en daarna ' +
      'twee? Dan vul je vijf in.</p>',
  },
  {
    question: 'Tel ik vogels die overvliegen ook mee?',
    answer:
      '<p>Nee. Vogels die alleen hoog over je tuin vliegen, zoals meeuwen of ganzen op weg naar ' +
      'elders, tel je niet. Je telt vogels die in je tuin of op je balkon landen, of er iets ' +
      'doen: eten zoeken, drinken, in een struik zitten of laag door de tuin jagen, zoals een ' +
      'sperwer.</p>',
  },
  {
    question: 'Ik heb geen enkele vogel gezien. Moet ik mijn telling toch doorgeven?',
    answer:
      '<p>Ja, graag. Een telling zonder vogels is net zo waardevol: zonder die tellingen ' +
      'zouden de resultaten te rooskleurig zijn. Geef in de telling aan dat je niets hebt gezien ' +
      'en verstuur hem gewoon.</p>',
  },
  {
    question: 'Mag ik vaker tellen, of in twee tuinen?',
    answer:
      '<p>Ja. Je mag op een ander moment opnieuw tellen, of ook in een andere tuin, bijvoorbeeld ' +
      'bij je ouders of op je werk. Geef elke telling apart door, met het adres van de plek ' +
      'waar je telde. Tel dezelfde tuin niet met twee personen tegelijk: doe het dan samen en ' +
      'geef één telling door.</p>',
  },
  {
    question: 'Ik heb geen tuin, alleen een balkon. Kan ik meedoen?',
    answer:
      '<p>Zeker. Kies bij de telplek voor balkon en tel de vogels die je vanaf je balkon op of ' +
      'rond je balkon ziet. Ook vogels in een boom of op een dak vlak bij je balkon tellen mee.</p>',
  },
  {
    question: 'Kan ik met mijn klas of een groep meedoen?',
    answer:
      '<p>Ja. Tel met de groep op het schoolplein of in de schooltuin en geef één telling door ' +
      'voor de hele groep, met het adres van de school. Verdeel de soorten eventueel over ' +
      'kleine teams, maar noteer per soort het hoogste aantal dat jullie samen tegelijk zien.</p>',
  },
  {
    question: 'Ik weet niet welke vogel ik zie. Wat nu?',
    answer:
      '<p>Zoek hem op in de vogelgids, of gebruik Herkennen: maak een foto of beantwoord vier ' +
      'vragen over grootte, kleur, silhouet en snavel. Kom je er niet uit, vul hem dan in als ' +
      "'Niet herkend'. Liever een eerlijke 'niet herkend' dan een gok.</p>",
  },
  {
    question: 'Ik heb geen internet in de tuin. Gaat mijn telling verloren?',
    answer:
      '<p>Nee. Je telling blijft op je telefoon bewaard, ook als je de app sluit. Zodra je weer ' +
      'verbinding hebt, wordt hij vanzelf verstuurd.</p>',
  },
  {
    question: 'Wat gebeurt er met mijn gegevens?',
    answer:
      '<p>Je postcode en huisnummer gebruiken we om je telling op de kaart te zetten; je naam ' +
      'en e-mailadres alleen om je telling te bevestigen en, als je daarvoor kiest, contact met ' +
      'je op te nemen. Je persoonsgegevens worden nooit openbaar gemaakt of verkocht. ' +
      'Onderzoekers krijgen de tellingen zonder naam, e-mailadres en telefoonnummer.</p>',
  },
  {
    question: 'Waar vind ik de resultaten?',
    answer:
      '<p>Tijdens het telweekend zie je op de startpagina live hoeveel mensen meetellen, hoeveel ' +
      'vogels er zijn geteld en welke drie soorten het meest. Na de telling verschijnen daar de ' +
      'eindresultaten, met een link naar de uitgebreide uitslag per soort en per provincie.</p>',
  },
  {
    question: 'Waarom is tellen in de winter belangrijk?',
    answer:
      '<p>In de winter zoeken veel vogels voedsel in tuinen, en komen er vogels uit het noorden ' +
      'en oosten bij. Door elk jaar in hetzelfde weekend te tellen, zien onderzoekers welke ' +
      'soorten toe- of afnemen en kunnen ze gerichter helpen.</p>',
  },
];

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * The FAQ as one text page: each question an `<h2>` followed by its answer. The app splits the
 * page on its headings into a collapsible list, so an editor only writes headings and text.
 */
export function faqHtml(items: readonly FaqItem[]): string {
  return items.map((item) => `<h2>${escapeHtml(item.question)}</h2>\n${item.answer}`).join('\n');
}
