/** What a person sees (spec 8: the client only logs a failed upload; these name the reason). */
export const MEDIA_MESSAGES = {
  notMultipart: 'Stuur de foto als multipart/form-data met de velden uniqueFileName en imageFile.',
  noFile: 'Er is geen foto meegestuurd.',
  badFileName: 'De bestandsnaam van de foto is ongeldig.',
  notAnImage: 'Dit bestand is geen foto. Kies een JPEG-, PNG- of WebP-afbeelding.',
  unreadable: 'Deze foto kan niet worden gelezen. Kies een andere foto.',
  tooManyPixels: 'De foto heeft te veel pixels. Kies een kleinere foto.',
  unknownPhoto: 'Deze foto is niet gevonden. Upload de foto eerst.',
  noSuchFile: 'Deze afbeelding bestaat niet.',
  tooLarge: (maxBytes: number) =>
    `De foto is te groot. Een foto mag maximaal ${new Intl.NumberFormat('nl-NL').format(
      Math.floor(maxBytes / (1024 * 1024)),
    )} MB zijn.`,
} as const;
