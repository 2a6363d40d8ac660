import { z } from 'zod';

/** Response shapes of the account service (spec 3 "Account data", "Quiz"). */
const nullable = z.string().nullable();
export const userData = z.object({
  initials: z.string(),
  lastnameprefix: nullable,
  lastname: z.string(),
  postalcode: z.string(),
  streetnumber: z.string(),
  streetnumbersuffix: nullable,
  street: z.string(),
  city: z.string(),
  email: z.string(),
});
export const quizRecord = z.object({
  highscore: z.number().int(),
  highscoretime: z.number().int(),
  totalpoints: z.number().int(),
});
export const ownCount = z.object({
  tellingUUID: z.string(),
  countDate: z.string(),
  countTime: z.string(),
  telplek: nullable,
  participants: z.number().int(),
  birdsCountedTotal: z.number().int(),
  receivedAt: z.string(),
  birds: z.array(z.object({ birdId: z.string(), count: z.number().int() })),
});
