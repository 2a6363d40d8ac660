/**
 * The count's garden and circumstance variables (spec 3 `metaData`) as research data: each with
 * its Dutch and English label, its unit, and an English wording of every stored value (issue 34).
 */
export interface GardenVariable {
  /** The stored field, and the research CSV's column. */
  key: string;
  nl: string;
  en: string;
  unit: string;
  /** Stored (Dutch) value → English. */
  values: Readonly<Record<string, string>>;
}

export const GARDEN_VARIABLES: readonly GardenVariable[] = [
  {
    key: 'telplek',
    nl: 'Telplek',
    en: 'counting place',
    unit: '',
    values: { tuin: 'garden', balkon: 'balcony' },
  },
  {
    key: 'groottetuin',
    nl: 'Grootte van de tuin',
    en: 'garden size',
    unit: 'm²',
    values: {
      '0-25m2': '0-25',
      '25-100m2': '25-100',
      '100-500m2': '100-500',
      'meer dan 500m2': 'more than 500',
    },
  },
  {
    key: 'beplanting',
    nl: 'Deel van de tuin met beplanting',
    en: 'share of the garden planted',
    unit: '%',
    values: { '0%': '0', '0-25%': '0-25', '25-50%': '25-50', '50-100%': '50-100', '100%': '100' },
  },
  {
    key: 'katten',
    nl: 'Katten in de tuin',
    en: 'cats in the garden',
    unit: '',
    values: {
      'ja, mijn eigen katten': 'yes, own cats',
      'ja, katten van de buren': "yes, neighbours' cats",
      nee: 'no',
    },
  },
  {
    key: 'bestrijdingsmiddelen',
    nl: 'Bestrijdingsmiddelen gebruikt',
    en: 'pesticides used',
    unit: '',
    values: { ja: 'yes', 'ja, maar alleen biologisch': 'yes, organic only', nee: 'no' },
  },
  {
    key: 'voeding',
    nl: 'Vogels bijvoeren',
    en: 'bird feeding',
    unit: '',
    values: {
      'wekelijks of dagelijks in de winter': 'weekly or daily in winter',
      'wekelijks of dagelijks het hele jaar door': 'weekly or daily all year',
      incidenteel: 'occasionally',
      nooit: 'never',
    },
  },
  {
    key: 'elementen',
    nl: 'Element in de tuin',
    en: 'garden element',
    unit: '',
    values: {
      bomen: 'trees',
      'niet-besdragende struiken': 'shrubs without berries',
      'besdragende struiken': 'berry-bearing shrubs',
      heg: 'hedge',
      gras: 'grass',
      bloemen: 'flowers',
      kunstgras: 'artificial grass',
      'nestkast(en)': 'nest box(es)',
      composthoop: 'compost heap',
      'inheemse beplanting': 'native plants',
      'biologische beplanting': 'organic planting',
      vijver: 'pond',
      'pergola met klimplanten': 'pergola with climbers',
      kippenhok: 'chicken coop',
      houthok: 'woodshed',
    },
  },
  {
    key: 'neerslag',
    nl: 'Neerslag tijdens de telling',
    en: 'precipitation during the count',
    unit: '',
    values: { neerslag: 'precipitation', 'geen neerslag': 'no precipitation' },
  },
  {
    key: 'teller',
    nl: 'Ervaring van de teller',
    en: 'observer experience',
    unit: '',
    values: {
      'Een beginnende vogelaar (ik herken nog niet alle tuinvogels)':
        'beginner (does not yet recognise all garden birds)',
      'Een gevorderde vogelaar (ik herken alle tuinvogels)':
        'experienced (recognises all garden birds)',
      'Een vogelteller en ik tel voor Sovon': 'bird surveyor counting for Sovon',
    },
  },
];

/** The English wording of a stored value; the value itself when the list has none. */
export function gardenValueInEnglish(variable: GardenVariable, value: string): string {
  return variable.values[value] ?? value;
}
