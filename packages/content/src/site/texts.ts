import { DEFAULT_FAQ, faqHtml } from './faq.ts';

/** Slug of the about text (spec section 7). */
export const ABOUT_SLUG = 'over-deze-app';
/** Slug of the FAQ text: questions as `<h2>`, each followed by its answer. */
export const FAQ_SLUG = 'veelgestelde-vragen';

const about = `<p>Met deze app doe je mee aan de Nationale Tuinvogeltelling: een half uur vogels tellen
in je tuin of op je balkon, op een moment dat jou uitkomt tijdens het telweekend. Iedereen kan
meedoen, ook zonder vogelkennis.</p>
<p>Buiten het telweekend zoek je vogels op in de vogelgids, herken je een vogel aan de hand van
een foto of van vier vragen, lees je vogelkijktips en test je je kennis met de vogelquiz.</p>
<p>De tellingen samen laten zien hoe het gaat met de vogels in tuinen, op balkons en in de
stad. Onderzoekers gebruiken ze om te volgen welke soorten toe- of afnemen.</p>
<p>Je naam, e-mailadres en telefoonnummer worden nooit openbaar gemaakt. We gebruiken ze alleen
om je telling te bevestigen en, als je daarvoor toestemming geeft, om contact met je op te
nemen.</p>
<p>De vogeltekeningen in deze app zijn speciaal voor de Tuinvogeltelling gemaakt.</p>`;

/** Default text pages by slug; each is an HTML fragment. */
export const DEFAULT_TEXTS: Readonly<Record<string, string>> = {
  [ABOUT_SLUG]: about,
  [FAQ_SLUG]: faqHtml(DEFAULT_FAQ),
};
