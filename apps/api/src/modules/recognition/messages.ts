import { IMAGE_MESSAGES } from '../../image-intake/messages.ts';

/** The Dutch texts of POST /birds/analyze (errors and the answer's explanation). */
export const RECOGNITION_MESSAGES = {
  ...IMAGE_MESSAGES,
  noImage: 'Er is geen foto meegestuurd. Stuur de foto in het veld image.',
  noBird: 'Geen vogel gevonden op deze foto.',
  birdNoSpecies:
    'Er staat een vogel op deze foto, maar welke soort is niet te zeggen. Beantwoord de vragen om hem te vinden.',
  colourOnly:
    'Er lijkt een vogel op deze foto te staan. Welke soort het is, kan de app niet aan de foto zien. Hieronder staan vogels met dezelfde kleuren; beantwoord de vragen om hem te vinden.',
  modelGuess:
    'Dit zijn de soorten die het herkenningsmodel op deze foto ziet. Controleer het met de vragen.',
  unsure:
    'Of er een vogel op deze foto staat, is niet zeker. Dit zijn mogelijke soorten; controleer het met de vragen.',
} as const;
