// Words hunspell-nl does not know that our Dutch texts may use. A new unknown word fails the
// spelling check: fix its spelling, or add it here under the right heading with a reason.

/** Bird names (Dutch and the Latin families the guide shows) and names people search by. */
const BIRD_NAMES = [
  'Barmsijs',
  'Glanskop',
  'glanskop',
  'Mandarijneend',
  'Matkop',
  'matkop',
  'Vuurgoudhaan',
];

/** Field-guide words (plumage, shape, calls) that are good Dutch compounds. */
const FIELD_GUIDE = [
  'bandering',
  'besdragende',
  'Besdragende',
  'Dolkvormig',
  'dolkvormig',
  'dolkvormige',
  'dwarsbanden',
  'gansachtige',
  'gebandeerd',
  'gebandeerde',
  'grijsroze',
  'groenzwart',
  'kaardebollen',
  'kinvlekje',
  'kopkleuren',
  'kraaiachtige',
  'Kraaigrote',
  'kwetterliedje',
  'langvleugeliger',
  'lepelvormige',
  'Merelachtig',
  'merelachtig',
  'mussachtig',
  'ondersnavel',
  'onderstaart',
  'onderstaartveren',
  'ondervleugels',
  'oranjebeige',
  'paarsbruine',
  'pindanetjes',
  'roomgele',
  'spreeuwgrote',
  'stippenpatroon',
  'trekroep',
  'voorhoofdschild',
  'warmbruine',
  'watervogeltje',
  'zachtgrijze',
  'zandgrijze',
  'zijhals',
  'zijkruinstrepen',
];

/** The count and the campaign: names and compounds of our own product. */
const PRODUCT = [
  'Tuinvogeltelling',
  'Sovon',
  'Teldagen',
  'teldagen',
  'Telplek',
  'telplek',
  'Teltuin',
  'Telweekend',
  'telweekend',
  'telformulier',
  'telscherm',
  'teltijd',
  'teluren',
  'Vogelkijktips',
  'vogelkijktips',
  'minknop', // 'plus- en minknop'
  'pijltoetsen',
  'bijv', // 'bijv.'
  'Auditlog',
  'auditlog',
  'bannertekst',
  'rolhouders',
];

/** The spec's exact wording, kept though misspelled (decision 103). */
const SPEC_WORDING = ['quizen'];

/**
 * Code in strings the extractor takes for Dutch (keys, headers, technical names in office
 * texts); not words a participant reads as prose.
 */
const CODE_WORDS = [
  'Add',
  'CAMPAIGN',
  'Change',
  'Client',
  'Counts',
  'Invalid',
  'NFD',
  'PHASE',
  'Parquet',
  'Publish',
  'Redis',
  'Request',
  'UUID',
  'ZM',
  'about',
  'answer',
  'bs',
  'commit',
  'confirm',
  'current',
  'grant',
  'group',
  'header',
  'imageFile',
  'jg',
  'lacks',
  'multipart',
  'null',
  'organisation',
  'results',
  'role',
  'sanitised',
  'sign',
  'stored',
  'text',
  'uniqueFileName',
  'unsubscribe',
  'wall',
];

export const ALLOWED_WORDS: ReadonlySet<string> = new Set([
  ...BIRD_NAMES,
  ...FIELD_GUIDE,
  ...PRODUCT,
  ...SPEC_WORDING,
  ...CODE_WORDS,
]);
