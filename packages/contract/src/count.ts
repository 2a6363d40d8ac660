import * as z from 'zod/mini';

/** `POST {count}/inzending`: spec 7 "The response JSON field tellingUUID is read". */
export const submitCountResponse = z.object({
  tellingUUID: z
    .uuid()
    .check(z.describe('The stored count; the same for every retry of one countId')),
});

/** `POST {count}/inzending/error`. */
export const countErrorResponse = z.object({ data: z.object({ id: z.int() }) });

/** `POST {count}/segment`: the donation page, null when none or when the lookup is off. */
export const segmentResponse = z.object({
  data: z.nullable(z.object({ page_id: z.string(), url: z.optional(z.string()) })),
});
export type SegmentResponse = z.infer<typeof segmentResponse>;

/** `POST {count}/postImage`: spec 7 "Response data fields: id, url". */
export const photoRegistrationResponse = z.object({
  data: z.object({ id: z.string(), url: z.string(), urlSmall: z.string() }),
});

/** `POST {content}/media/uploadImage` and `POST {content}/media/image`. */
export const photoUploadResponse = z.object({
  data: z.object({
    id: z.string(),
    url: z.string().check(z.describe('The photo: JPEG, at most 1920 px, without metadata')),
    urlSmall: z.string().check(z.describe('The small version, at most 400 px')),
    width: z.int(),
    height: z.int(),
  }),
});
