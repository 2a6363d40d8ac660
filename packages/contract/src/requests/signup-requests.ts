import { z } from 'zod';

/** `POST {count}/aanmelding`: the address travels in the body, never in a URL. */
export const signupBody = z.object(
  {
    email: z
      .string({ error: "Het veld 'email' moet tekst zijn." })
      .max(320, { error: "Het veld 'email' mag maximaal 320 tekens bevatten." }),
  },
  { error: "Stuur een JSON-object met het veld 'email'." },
);

/** The confirmation and unsubscribe pages: the token from the mail, nothing else. */
export const signupTokenQuery = z.object({
  token: z.string({ error: 'Deze link is niet compleet.' }).max(100).optional(),
});

/** The pages' forms post the same token back. */
export const signupTokenForm = z.object({
  token: z.string().max(100).optional(),
});
