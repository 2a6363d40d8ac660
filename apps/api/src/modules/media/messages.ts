import { IMAGE_MESSAGES } from '../../image-intake/messages.ts';

/** What a person sees (spec 8: the client only logs a failed upload; these name the reason). */
export const MEDIA_MESSAGES = {
  ...IMAGE_MESSAGES,
  notMultipart: 'Stuur de foto als multipart/form-data met de velden uniqueFileName en imageFile.',
  noFile: 'Er is geen foto meegestuurd.',
  badFileName: 'De bestandsnaam van de foto is ongeldig.',
  unknownPhoto: 'Deze foto is niet gevonden. Upload de foto eerst.',
  noSuchFile: 'Deze afbeelding bestaat niet.',
} as const;
