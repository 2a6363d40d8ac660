// What participants answer in the question wizard for the 30 most counted garden birds: the
// typical answer, and answers that differ from it in exactly one question, each a mistake or a
// different reading people really make (a red robin, a yellow blackbird bill, a 'lang'
// long-tailed tit, an 'overig' crow, black gull wingtips, a blackbird-sized collared dove).
// Written from how people describe these birds, not copied from the data, so the data can fail it.

/** One set of wizard answers; colours in the order they were picked. */
export interface WizardAnswer {
  size: number;
  color: number[];
  silhouette: number;
  beak: number;
}

export interface AnswerCase {
  bird: string;
  typical: WizardAnswer;
  /** Each replaces exactly one answer of `typical`. */
  oneDifferent: Partial<WizardAnswer>[];
}

// Colours 1 zwart, 2 wit, 3 grijs, 4 geel, 5 oranje, 6 rood, 7 blauwgrijs, 8 groen, 9 bruin.
// Size 1 mus, 2 merel, 3 kraai, 4 reiger. Silhouette 3 meeuw, 4 klein, 5 merelachtig, 6 lang,
// 9 overig. Beak 1 lang en dun, 2 halflang en dun, 3 kort en dun, 5 kegel, 6 dik en scherp,
// 7 haak, 9 dolk.
export const ANSWER_CASES: readonly AnswerCase[] = [
  {
    bird: 'huismus',
    typical: { size: 1, color: [9, 3, 1], silhouette: 4, beak: 5 },
    oneDifferent: [{ color: [9, 3, 2] }, { beak: 3 }, { silhouette: 5 }],
  },
  {
    bird: 'koolmees',
    typical: { size: 1, color: [1, 4, 2], silhouette: 4, beak: 3 },
    oneDifferent: [{ color: [1, 4, 8] }, { color: [1, 4, 7] }, { beak: 5 }, { silhouette: 5 }],
  },
  {
    bird: 'merel',
    typical: { size: 2, color: [1, 5], silhouette: 5, beak: 2 },
    oneDifferent: [{ color: [1, 4] }, { color: [9] }, { size: 3 }, { beak: 3 }, { silhouette: 9 }],
  },
  {
    bird: 'pimpelmees',
    typical: { size: 1, color: [7, 4, 2], silhouette: 4, beak: 3 },
    oneDifferent: [{ color: [7, 4, 8] }, { beak: 5 }, { silhouette: 5 }],
  },
  {
    bird: 'kauw',
    typical: { size: 3, color: [1, 3], silhouette: 5, beak: 6 },
    oneDifferent: [{ size: 2 }, { silhouette: 9 }, { color: [1, 2] }, { beak: 3 }],
  },
  {
    bird: 'houtduif',
    typical: { size: 3, color: [3, 2], silhouette: 9, beak: 3 },
    oneDifferent: [{ color: [7, 2] }, { silhouette: 5 }, { size: 2 }, { beak: 2 }],
  },
  {
    bird: 'ekster',
    typical: { size: 3, color: [1, 2], silhouette: 6, beak: 6 },
    oneDifferent: [{ silhouette: 9 }, { silhouette: 5 }, { color: [1, 2, 7] }, { beak: 9 }],
  },
  {
    bird: 'vink',
    typical: { size: 1, color: [5, 7, 9], silhouette: 4, beak: 5 },
    oneDifferent: [{ color: [6, 7, 9] }, { color: [5, 7, 2] }, { beak: 3 }, { silhouette: 5 }],
  },
  {
    bird: 'turkse-tortel',
    typical: { size: 2, color: [9, 3, 1], silhouette: 9, beak: 3 },
    oneDifferent: [{ size: 3 }, { silhouette: 5 }, { color: [9, 3, 2] }, { beak: 2 }],
  },
  {
    bird: 'roodborst',
    typical: { size: 1, color: [5, 9], silhouette: 4, beak: 3 },
    oneDifferent: [{ color: [6, 9] }, { color: [5, 9, 3] }, { silhouette: 5 }, { beak: 2 }],
  },
  {
    bird: 'spreeuw',
    typical: { size: 2, color: [1, 2], silhouette: 5, beak: 2 },
    oneDifferent: [{ color: [1, 4] }, { color: [1, 8] }, { beak: 1 }, { silhouette: 9 }],
  },
  {
    bird: 'heggenmus',
    typical: { size: 1, color: [9, 3], silhouette: 4, beak: 3 },
    oneDifferent: [{ color: [9, 1] }, { beak: 5 }, { color: [9, 7] }, { silhouette: 5 }],
  },
  {
    bird: 'groenling',
    typical: { size: 1, color: [8, 4], silhouette: 4, beak: 5 },
    oneDifferent: [{ color: [8, 3] }, { beak: 6 }, { silhouette: 5 }, { size: 2 }],
  },
  {
    bird: 'halsbandparkiet',
    typical: { size: 3, color: [8, 6], silhouette: 6, beak: 7 },
    oneDifferent: [{ size: 2 }, { silhouette: 9 }, { color: [8, 4] }, { beak: 6 }],
  },
  {
    bird: 'winterkoning',
    typical: { size: 1, color: [9], silhouette: 4, beak: 3 },
    oneDifferent: [{ color: [9, 2] }, { beak: 2 }, { silhouette: 9 }],
  },
  {
    bird: 'grote-bonte-specht',
    typical: { size: 2, color: [1, 2, 6], silhouette: 9, beak: 9 },
    oneDifferent: [{ beak: 6 }, { beak: 1 }, { silhouette: 5 }, { size: 3 }],
  },
  {
    bird: 'zwarte-kraai',
    typical: { size: 3, color: [1], silhouette: 5, beak: 6 },
    oneDifferent: [{ silhouette: 9 }, { color: [1, 3] }, { beak: 9 }, { silhouette: 7 }],
  },
  {
    bird: 'staartmees',
    typical: { size: 1, color: [2, 1, 6], silhouette: 4, beak: 3 },
    oneDifferent: [{ silhouette: 6 }, { color: [2, 1, 5] }, { color: [2, 1, 3] }, { beak: 5 }],
  },
  {
    bird: 'gaai',
    typical: { size: 3, color: [9, 7, 1, 2], silhouette: 5, beak: 6 },
    oneDifferent: [{ size: 2 }, { silhouette: 9 }, { color: [9, 7, 1, 5] }, { beak: 5 }],
  },
  {
    bird: 'kokmeeuw',
    typical: { size: 3, color: [2, 3, 6], silhouette: 3, beak: 2 },
    oneDifferent: [{ color: [2, 3, 1] }, { color: [2, 3, 9] }, { beak: 6 }, { size: 2 }],
  },
  {
    bird: 'stadsduif',
    typical: { size: 3, color: [3, 1], silhouette: 9, beak: 3 },
    oneDifferent: [{ color: [3, 8] }, { color: [7, 1] }, { silhouette: 5 }, { size: 2 }],
  },
  {
    bird: 'sijs',
    typical: { size: 1, color: [8, 4, 1], silhouette: 4, beak: 5 },
    oneDifferent: [{ beak: 3 }, { color: [8, 4, 2] }, { silhouette: 5 }],
  },
  {
    bird: 'putter',
    typical: { size: 1, color: [6, 4, 1, 2], silhouette: 4, beak: 5 },
    oneDifferent: [{ color: [6, 4, 1, 9] }, { beak: 3 }, { beak: 6 }, { silhouette: 5 }],
  },
  {
    bird: 'kramsvogel',
    typical: { size: 2, color: [3, 9, 1], silhouette: 5, beak: 2 },
    oneDifferent: [{ color: [3, 9, 5] }, { color: [3, 9, 2] }, { size: 3 }, { beak: 3 }],
  },
  {
    bird: 'koperwiek',
    typical: { size: 2, color: [9, 2, 6], silhouette: 5, beak: 2 },
    oneDifferent: [{ color: [9, 2, 5] }, { color: [9, 2, 1] }, { beak: 3 }, { size: 1 }],
  },
  {
    bird: 'zwarte-mees',
    typical: { size: 1, color: [1, 2, 3], silhouette: 4, beak: 3 },
    oneDifferent: [{ color: [1, 2, 9] }, { color: [1, 2, 7] }, { beak: 2 }, { silhouette: 5 }],
  },
  {
    bird: 'boomklever',
    typical: { size: 1, color: [7, 5, 2, 1], silhouette: 4, beak: 9 },
    oneDifferent: [{ beak: 1 }, { beak: 2 }, { color: [7, 5, 2, 9] }, { silhouette: 9 }],
  },
  {
    bird: 'zilvermeeuw',
    typical: { size: 3, color: [2, 3, 4], silhouette: 3, beak: 6 },
    oneDifferent: [{ color: [2, 3, 1] }, { size: 4 }, { color: [2, 3, 6] }, { beak: 9 }],
  },
  {
    bird: 'ringmus',
    typical: { size: 1, color: [9, 1, 2], silhouette: 4, beak: 5 },
    oneDifferent: [{ color: [9, 3, 1] }, { beak: 3 }, { silhouette: 5 }],
  },
  {
    bird: 'keep',
    typical: { size: 1, color: [5, 1, 2], silhouette: 4, beak: 5 },
    oneDifferent: [{ color: [6, 1, 2] }, { color: [5, 1, 9] }, { beak: 3 }, { silhouette: 5 }],
  },
];
