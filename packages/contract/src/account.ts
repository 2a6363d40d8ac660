import * as z from 'zod/mini';
import { nullableString } from './common.ts';

/** `GET {account}/user`: prefill data of the logged-in participant (spec 3 "Account data"). */
export const userResponse = z.object({
  initials: z.string(),
  lastnameprefix: nullableString,
  lastname: z.string(),
  postalcode: z.string(),
  streetnumber: z.string(),
  streetnumbersuffix: nullableString,
  street: z.string(),
  city: z.string(),
  email: z.string(),
});
export type AccountUser = z.infer<typeof userResponse>;

const quizRecord = z.object({
  highscore: z.int(),
  highscoretime: z.int(),
  totalpoints: z.int(),
});
/** `GET` and `POST {account}/user/quiz`. */
export const quizRecordResponse = z.object({ data: quizRecord });
export type QuizRecord = z.infer<typeof quizRecord>;

const ownCount = z.object({
  tellingUUID: z.string(),
  countDate: z.string(),
  countTime: z.string(),
  telplek: nullableString,
  participants: z.int(),
  birdsCountedTotal: z.int(),
  receivedAt: z.string(),
  birds: z.array(z.object({ birdId: z.string(), count: z.int() })),
});
/** `GET {account}/user/counts`: the participant's own counts. */
export const ownCountsResponse = z.object({ data: z.array(ownCount) });
export type OwnCount = z.infer<typeof ownCount>;
