/** The Dutch refusals every photo intake shares (media uploads and photo recognition). */
export const IMAGE_MESSAGES = {
  notAnImage: 'Dit bestand is geen foto. Kies een JPEG-, PNG- of WebP-afbeelding.',
  unreadable: 'Deze foto kan niet worden gelezen. Kies een andere foto.',
  brokenForm: 'Het formulier met de foto is niet goed aangekomen. Probeer het opnieuw.',
  tooManyPixels: 'De foto heeft te veel pixels. Kies een kleinere foto.',
  tooLarge: (maxBytes: number) =>
    `De foto is te groot. Een foto mag maximaal ${new Intl.NumberFormat('nl-NL').format(
      Math.floor(maxBytes / (1024 * 1024)),
    )} MB zijn.`,
} as const;
