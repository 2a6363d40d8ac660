/** Slug of the about text (spec section 7). */
export const ABOUT_SLUG = 'over-deze-app';
export const FAQ_SLUG = 'veelgestelde-vragen';

const about = `<p>Met deze app doe je mee aan de Nationale Tuinvogeltelling: een half uur vogels tellen
in je tuin of op je balkon, op een moment dat jou uitkomt tijdens het telweekend.</p>
<p>Je kunt ook vogels opzoeken in de vogelgids, een vogel herkennen aan de hand van een foto of
van vier vragen, en je kennis testen met de vogelquiz.</p>
<p>Je telling wordt gebruikt voor onderzoek naar vogels in de bebouwde omgeving. Je naam,
e-mailadres en telefoonnummer worden nooit openbaar gemaakt en alleen gebruikt om contact met je
op te nemen als je daarvoor toestemming geeft.</p>`;

const faq = `<h2>Wanneer tel ik?</h2>
<p>Tijdens het telweekend, op een moment dat jou uitkomt. Tel precies een half uur.</p>
<h2>Hoe tel ik?</h2>
<p>Noteer per soort het grootste aantal vogels dat je tegelijk ziet. Vliegen er eerst drie
mussen en later vijf, dan tel je vijf.</p>
<h2>Ik heb geen vogels gezien. Moet ik mijn telling toch doorgeven?</h2>
<p>Ja, graag. Ook een telling zonder vogels zegt iets over hoe het met de tuinvogels gaat.</p>
<h2>Ik heb geen internet in de tuin.</h2>
<p>Tel gewoon door. Je telling blijft op je telefoon bewaard en wordt verstuurd zodra je weer
verbinding hebt.</p>
<h2>Mag ik vaker tellen?</h2>
<p>Ja, op een andere plek of op een ander moment. Geef elke telling apart door.</p>`;

/** Default text pages by slug; each is an HTML fragment. */
export const DEFAULT_TEXTS: Readonly<Record<string, string>> = {
  [ABOUT_SLUG]: about,
  [FAQ_SLUG]: faq,
};
