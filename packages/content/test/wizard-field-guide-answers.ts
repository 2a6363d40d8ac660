// A second test set for the wizard, written from Dutch field-guide descriptions of the 30 most
// counted garden birds (not from our data): for each, the answers a participant gives for a
// typical bird, and three answers a layperson plausibly gets wrong: a size one class off, the
// colours of the other sex, a juvenile or the other season's plumage, or a related shape or
// bill. The typical answer must put the bird in the top 3, each wrong variant in the top 5.
import type { WizardAnswer } from './wizard-answers.ts';

export interface FieldGuideCase {
  bird: string;
  typical: WizardAnswer;
  /** Each replaces one or more answers of `typical`; `why` says what the participant saw. */
  wrong: readonly (Partial<WizardAnswer> & { why: string })[];
}

// Colours 1 zwart, 2 wit, 3 grijs, 4 geel, 5 oranje, 6 rood, 7 blauwgrijs, 8 groen, 9 bruin.
// Size 1 mus, 2 merel, 3 kraai, 4 reiger. Silhouette 1 eend, 3 meeuw, 4 klein, 5 merelachtig,
// 6 lang, 7 roofvogel, 9 overig. Beak 1 lang en dun, 2 halflang en dun, 3 kort en dun,
// 4 eend, 5 kegel, 6 dik en scherp, 7 haak, 9 dolk.
export const FIELD_GUIDE_CASES: readonly FieldGuideCase[] = [
  {
    bird: 'huismus', // man: grey crown, chestnut nape, black bib; vrouw: plain brown, buff eyebrow
    typical: { size: 1, color: [9, 3, 1], silhouette: 4, beak: 5 },
    wrong: [
      { size: 2, why: 'looks plump' },
      { color: [9, 3], why: 'female: grey-brown with buff stripe' },
      { beak: 3, why: 'bill read as short and thin' },
    ],
  },
  {
    bird: 'koolmees', // black head and breast stripe, white cheek, yellow breast, green back
    typical: { size: 1, color: [4, 1, 2], silhouette: 4, beak: 3 },
    wrong: [
      { size: 2, why: 'size one class off' },
      { color: [4, 1, 8], why: 'green back instead of white cheek' },
      { beak: 5, why: 'bill read as conical' },
    ],
  },
  {
    bird: 'merel', // man black with orange-yellow bill; vrouw dark brown, faintly spotted breast
    typical: { size: 2, color: [1, 5], silhouette: 5, beak: 2 },
    wrong: [
      { size: 3, why: 'a big black bird' },
      { color: [9], why: 'female: all brown' },
      { color: [1, 4], why: 'bill yellow, not orange' },
    ],
  },
  {
    bird: 'pimpelmees', // blue cap, wings and tail, yellow breast, white face, dark eye stripe
    typical: { size: 1, color: [7, 4, 2], silhouette: 4, beak: 3 },
    wrong: [
      { size: 2, why: 'size one class off' },
      { color: [4, 7, 1], why: 'black eye stripe and bib' },
      { beak: 5, why: 'bill read as conical' },
    ],
  },
  {
    bird: 'kauw', // black with grey nape, pale eye
    typical: { size: 3, color: [1, 3], silhouette: 5, beak: 6 },
    wrong: [
      { size: 2, why: 'clearly smaller than a crow' },
      { color: [1, 3, 2], why: 'the pale eye' },
      { silhouette: 9, why: 'crow shape as other' },
    ],
  },
  {
    bird: 'houtduif', // grey, white neck patch and wing band, pinkish breast, green neck sheen
    typical: { size: 3, color: [3, 2], silhouette: 9, beak: 3 },
    wrong: [
      { size: 2, why: 'size one class off' },
      { color: [7, 2, 8], why: 'blue-grey with green neck' },
      { silhouette: 5, why: 'pigeon as blackbird-like' },
    ],
  },
  {
    bird: 'ekster', // black and white, long tail with blue-green gloss
    typical: { size: 3, color: [1, 2], silhouette: 6, beak: 6 },
    wrong: [
      { size: 2, why: 'body smaller than a crow' },
      { color: [1, 2, 8], why: 'green gloss on the tail' },
      { silhouette: 5, why: 'crow shape' },
    ],
  },
  {
    bird: 'vink', // man: blue-grey crown, pinkish breast, white wing bars; vrouw grey-brown
    typical: { size: 1, color: [7, 6, 9], silhouette: 4, beak: 5 },
    wrong: [
      { size: 2, why: 'size one class off' },
      { color: [9, 3, 2], why: 'female: grey-brown, white wing bars' },
      { beak: 3, why: 'bill read as short and thin' },
    ],
  },
  {
    bird: 'turkse-tortel', // pale grey-buff, black half collar
    typical: { size: 3, color: [3, 9, 1], silhouette: 9, beak: 3 },
    wrong: [
      { size: 2, why: 'slim, blackbird-sized to many' },
      { color: [3, 1, 2], why: 'white tail corners' },
      { silhouette: 5, why: 'pigeon as blackbird-like' },
    ],
  },
  {
    bird: 'roodborst', // orange-red breast and face, brown back, grey border, white belly
    typical: { size: 1, color: [5, 9], silhouette: 4, beak: 3 },
    wrong: [
      { size: 2, why: 'size one class off' },
      { color: [6, 9, 2], why: 'red breast, white belly' },
      { silhouette: 5, why: 'round, thrush-like' },
    ],
  },
  {
    bird: 'spreeuw', // winter: black with white spots; summer: glossy green-purple, yellow bill
    typical: { size: 2, color: [1, 2], silhouette: 5, beak: 2 },
    wrong: [
      { size: 1, why: 'smaller than a blackbird' },
      { color: [1, 8, 4], why: 'summer: gloss and yellow bill' },
      { beak: 9, why: 'pointed bill as dagger' },
    ],
  },
  {
    bird: 'heggenmus', // brown streaked back, blue-grey head and breast
    typical: { size: 1, color: [9, 3], silhouette: 4, beak: 3 },
    wrong: [
      { size: 2, why: 'size one class off' },
      { color: [9, 7], why: 'head blue-grey' },
      { beak: 5, why: 'taken for a sparrow' },
    ],
  },
  {
    bird: 'groenling', // man olive-green, yellow wing and tail edges; vrouw greyer, duller
    typical: { size: 1, color: [8, 4], silhouette: 4, beak: 5 },
    wrong: [
      { size: 2, why: 'chunky finch' },
      { color: [3, 8, 9], why: 'female: grey-green, brownish' },
      { beak: 6, why: 'heavy bill' },
    ],
  },
  {
    bird: 'halsbandparkiet', // green, red bill, man black-and-pink collar, long tail
    typical: { size: 3, color: [8, 6], silhouette: 6, beak: 7 },
    wrong: [
      { size: 2, why: 'body blackbird-sized' },
      { color: [8, 6, 1], why: 'male: black collar' },
      { silhouette: 9, why: 'parrot as other' },
    ],
  },
  {
    bird: 'winterkoning', // tiny, warm brown, barred, cocked tail
    typical: { size: 1, color: [9], silhouette: 4, beak: 3 },
    wrong: [
      { color: [9, 1], why: 'dark barring' },
      { color: [9, 2], why: 'pale eyebrow' },
      { beak: 2, why: 'thin bill as half-long' },
    ],
  },
  {
    bird: 'grote-bonte-specht', // black and white, red vent, man red nape patch
    typical: { size: 2, color: [1, 2, 6], silhouette: 9, beak: 9 },
    wrong: [
      { size: 3, why: 'size one class off' },
      { beak: 1, why: 'bill as long and thin' },
      { silhouette: 5, why: 'as blackbird-like' },
    ],
  },
  {
    bird: 'zwarte-kraai', // all black, heavy bill
    typical: { size: 3, color: [1], silhouette: 5, beak: 6 },
    wrong: [
      { size: 4, why: 'a big bird' },
      { silhouette: 9, why: 'crow as other' },
      { beak: 9, why: 'heavy bill as dagger' },
    ],
  },
  {
    bird: 'staartmees', // white head, black back, pinkish shoulders, very long tail
    typical: { size: 1, color: [2, 1, 6], silhouette: 4, beak: 3 },
    wrong: [
      { size: 2, why: 'the long tail makes it look bigger' },
      { silhouette: 6, why: 'long tail' },
      { color: [2, 1, 9], why: 'pink read as brown' },
    ],
  },
  {
    bird: 'gaai', // pinkish-brown, blue wing patch, black moustache, white rump
    typical: { size: 3, color: [9, 7, 1], silhouette: 5, beak: 6 },
    wrong: [
      { size: 2, why: 'smaller than a crow' },
      { color: [9, 2, 1], why: 'white rump, blue not noticed' },
      { silhouette: 9, why: 'crow as other' },
    ],
  },
  {
    bird: 'kokmeeuw', // winter: white, grey back, dark ear spot, red bill and legs
    typical: { size: 3, color: [2, 3, 6], silhouette: 3, beak: 2 },
    wrong: [
      { size: 2, why: 'a small gull' },
      { color: [2, 3, 1], why: 'summer: dark hood, black wingtips' },
      { beak: 6, why: 'gull bill as thick and sharp' },
    ],
  },
  {
    bird: 'stadsduif', // grey, black wing bars, green-purple neck; many colour forms
    typical: { size: 3, color: [3, 1], silhouette: 9, beak: 3 },
    wrong: [
      { size: 2, why: 'size one class off' },
      { color: [7, 1, 8], why: 'blue-grey, neck gloss' },
      { color: [9, 2], why: 'a brown-and-white town pigeon' },
    ],
  },
  {
    bird: 'sijs', // man yellow-green, black cap and chin; vrouw greener, streaked, whitish belly
    typical: { size: 1, color: [8, 4, 1], silhouette: 4, beak: 5 },
    wrong: [
      { size: 2, why: 'size one class off' },
      { color: [8, 4, 2], why: 'female: streaked, pale belly' },
      { beak: 3, why: 'pointed bill as short and thin' },
    ],
  },
  {
    bird: 'putter', // red face, black-and-white head, yellow wing bar, brown back
    typical: { size: 1, color: [6, 4, 1], silhouette: 4, beak: 5 },
    wrong: [
      { size: 2, why: 'size one class off' },
      { color: [9, 4, 2], why: 'juvenile: no red face' },
      { beak: 3, why: 'pointed bill as short and thin' },
    ],
  },
  {
    bird: 'kramsvogel', // grey head and rump, chestnut back, ochre spotted breast
    typical: { size: 2, color: [3, 9, 1], silhouette: 5, beak: 2 },
    wrong: [
      { size: 3, why: 'a big thrush' },
      { color: [3, 9, 5], why: 'ochre-orange breast' },
      { beak: 3, why: 'bill as short' },
    ],
  },
  {
    bird: 'koperwiek', // brown, white eyebrow, red-brown flanks, streaked breast
    typical: { size: 2, color: [9, 2, 6], silhouette: 5, beak: 2 },
    wrong: [
      { size: 1, why: 'small thrush' },
      { color: [9, 2, 5], why: 'flanks orange' },
      { beak: 3, why: 'bill as short' },
    ],
  },
  {
    bird: 'zwarte-mees', // black cap and bib, white cheeks and nape patch, grey back, buff flanks
    typical: { size: 1, color: [1, 2, 3], silhouette: 4, beak: 3 },
    wrong: [
      { size: 2, why: 'size one class off' },
      { color: [1, 2, 9], why: 'buff flanks as brown' },
      { beak: 5, why: 'bill read as conical' },
    ],
  },
  {
    bird: 'boomklever', // blue-grey back, orange-buff underparts, black eye stripe
    typical: { size: 1, color: [7, 5, 1], silhouette: 4, beak: 9 },
    wrong: [
      { silhouette: 9, why: 'a trunk climber is not a small songbird to many' },
      { color: [3, 5, 2], why: 'back as grey, white throat' },
      { size: 2, why: 'size one class off' },
    ],
  },
  {
    bird: 'zilvermeeuw', // white, pale grey back, black wingtips, yellow bill with red spot
    typical: { size: 3, color: [2, 3, 4], silhouette: 3, beak: 6 },
    wrong: [
      { size: 4, why: 'a big gull' },
      { color: [9, 2], why: 'juvenile: brown' },
      { beak: 9, why: 'heavy bill as dagger' },
    ],
  },
  {
    bird: 'ringmus', // chestnut crown, white cheek with black spot, small black bib
    typical: { size: 1, color: [9, 2, 1], silhouette: 4, beak: 5 },
    wrong: [
      { size: 2, why: 'size one class off' },
      { color: [9, 1, 3], why: 'taken for a house sparrow' },
      { beak: 3, why: 'bill read as short and thin' },
    ],
  },
  {
    bird: 'keep', // winter man orange breast and shoulder, mottled black head, white rump
    typical: { size: 1, color: [5, 1, 2], silhouette: 4, beak: 5 },
    wrong: [
      { size: 2, why: 'size one class off' },
      { color: [5, 3, 9], why: 'female: grey head, paler orange' },
      { beak: 3, why: 'bill read as short and thin' },
    ],
  },
];
