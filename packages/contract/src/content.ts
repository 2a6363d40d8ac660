import * as z from 'zod/mini';

/** `GET {content}/introtour`: the intro tour pages, in order. */
export const introTourResponse = z.object({
  data: z.array(
    z.object({
      title: z.string(),
      content: z.string().check(z.describe('HTML fragment')),
      image: z.string().check(z.describe('Image URL, empty when none')),
      order: z.int(),
    }),
  ),
});
export type IntroTourResponse = z.infer<typeof introTourResponse>;

/** `GET {content}/menu-more`: extra rows of the 'Meer' menu. */
export const menuMoreResponse = z.object({
  data: z.array(z.object({ title: z.string(), link: z.string() })),
});
export type MenuMoreResponse = z.infer<typeof menuMoreResponse>;

/** `GET {content}/content/{slug}`. */
export const textResponse = z.object({ data: z.object({ content: z.string() }) });
