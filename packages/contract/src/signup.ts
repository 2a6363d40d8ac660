import * as z from 'zod/mini';

/** `POST {count}/aanmelding`: the same answer whatever the address's state (decision 080). */
export const signupResponse = z.object({ data: z.object({ message: z.string() }) });
export type SignupAnswer = z.infer<typeof signupResponse>;
