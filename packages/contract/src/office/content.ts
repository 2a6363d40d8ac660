import * as z from 'zod/mini';

/** An observation tip as the office edits it (`/api/office/v1/content/tips`). */
export const officeTip = z.object({
  id: z.int(),
  name: z.string(),
  title: z.string(),
  text: z.string(),
  birdId: z.string(),
  image: z.nullable(z.string().check(z.describe('Uploaded image path; null: the bird drawing'))),
  imageUrl: z.string().check(z.describe('What the public app shows')),
  position: z.int(),
});
export type OfficeTip = z.infer<typeof officeTip>;

export const officeTipsResponse = z.object({ data: z.array(officeTip) });
export const officeTipResponse = z.object({ data: officeTip });

/** A text (about, FAQ, …) as stored: sanitised HTML. Also the preview's answer. */
export const officeTextResponse = z.object({ data: z.object({ content: z.string() }) });

export const officeTourPage = z.object({
  title: z.string(),
  content: z.string(),
  image: z.string(),
});
export const officeTourResponse = z.object({ data: z.array(officeTourPage) });

export const officeMenuItem = z.object({ title: z.string(), link: z.string() });
export const officeMenuResponse = z.object({ data: z.array(officeMenuItem) });

/** An uploaded office image: its path on this server. */
export const officeUploadResponse = z.object({ data: z.object({ url: z.string() }) });
