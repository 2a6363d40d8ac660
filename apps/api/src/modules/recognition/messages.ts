/** The Dutch texts of POST /birds/analyze (errors and the answer's explanation). */
export const RECOGNITION_MESSAGES = {
  noImage: 'Er is geen foto meegestuurd. Stuur de foto in het veld image.',
  notAnImage: 'Dit bestand is geen foto. Kies een JPEG-, PNG- of WebP-afbeelding.',
  unreadable: 'Deze foto kan niet worden gelezen. Kies een andere foto.',
  tooManyPixels: 'De foto heeft te veel pixels. Kies een kleinere foto.',
  tooLarge: (maxBytes: number) =>
    `De foto is te groot. Een foto mag maximaal ${new Intl.NumberFormat('nl-NL').format(
      Math.floor(maxBytes / (1024 * 1024)),
    )} MB zijn.`,
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
