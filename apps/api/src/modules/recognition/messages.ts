import { IMAGE_MESSAGES } from '../../image-intake/messages.ts';

/** The Dutch texts of POST /birds/analyze (errors and the answer's explanation). */
export const RECOGNITION_MESSAGES = {
  ...IMAGE_MESSAGES,
  noImage: 'Er is geen foto meegestuurd. Stuur de foto in het veld image.',
  noBird: 'Geen vogel gevonden op deze foto.',
  birdNoSpecies:
    'Er staat een vogel op deze foto, maar welke soort is niet te zeggen. Beantwoord de vragen om hem te vinden.',
  colourOnly:
    'Er staat een vogel op deze foto. Welke soort het is, kan de app aan de foto alleen niet zeker zeggen: hieronder staan de vogels die het meest lijken op de vogel zelf (kleuren, waar die zitten en vorm; niet de achtergrond), de beste eerst. Controleer het met de vragen; de kleuren van de foto zijn al gekozen.',
  weakColours:
    'Er staat een vogel op deze foto, maar hij lijkt op geen enkele soort duidelijk meer dan op andere. Beantwoord de vragen; de kleuren van de foto zijn al gekozen.',
  modelGuess:
    'Dit zijn de soorten die het herkenningsmodel op deze foto ziet. Controleer het met de vragen.',
  unsureNoSpecies:
    'Of er een vogel op deze foto staat, is niet zeker. Staat er wel een op, beantwoord dan de vragen; de kleuren van de foto zijn al gekozen.',
  unsure:
    'Of er een vogel op deze foto staat, is niet zeker. Dit zijn mogelijke soorten; controleer het met de vragen.',
} as const;
