import { z } from 'zod';
import type { PreparedImage, Recognition, Recogniser } from '../types.ts';

/** The answer an external recognition service gives (README.md "External service"). */
export const externalAnswer = z.object({
  birdFound: z.boolean().nullable(),
  box: z
    .object({
      x: z.number().min(0).max(1),
      y: z.number().min(0).max(1),
      width: z.number().min(0).max(1),
      height: z.number().min(0).max(1),
    })
    .optional(),
  species: z
    .array(z.object({ id: z.string().min(1).max(100), confidence: z.number().min(0).max(1) }))
    .max(100),
});

export interface ExternalOptions {
  url: string;
  key: string | undefined;
  timeoutMs: number;
  fetch?: typeof globalThis.fetch;
}

/**
 * A third-party recognition service: the photo (JPEG, upright, at most 1024 px, no metadata)
 * as the raw POST body with the key as a bearer token; a non-2xx status, a timeout or an answer
 * not in the documented shape is a failure (the chain then asks the next recogniser).
 */
export function createExternalRecogniser(options: ExternalOptions): Recogniser {
  const send = options.fetch ?? globalThis.fetch;
  return {
    name: 'external',
    async analyse(image: PreparedImage): Promise<Recognition> {
      const response = await send(options.url, {
        method: 'POST',
        headers: {
          'content-type': 'image/jpeg',
          accept: 'application/json',
          ...(options.key ? { authorization: `Bearer ${options.key}` } : {}),
        },
        body: new Uint8Array(image.jpeg),
        signal: AbortSignal.timeout(options.timeoutMs),
      });
      if (!response.ok) throw new Error(`recognition service answered ${response.status}`);
      const answer = externalAnswer.parse(await response.json());
      return {
        birdFound: answer.birdFound,
        guesses: answer.species,
        ...(answer.box ? { box: answer.box } : {}),
      };
    },
  };
}
