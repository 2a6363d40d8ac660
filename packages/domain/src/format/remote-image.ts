/**
 * Spec 3 "Top 3 entry": a width of 100 in the image address becomes 500, so the slider gets a
 * sharper image. Matches the width as a query parameter (`width=100`, `w=100`) or as a path
 * segment after `width` (`/width/100/`), and nothing else, so ids containing 100 stay intact.
 */
export function top3ImageUrl(remoteimage: string): string {
  return remoteimage.replace(
    /([?&](?:width|w)=)100(?=&|#|$)|(\/width\/)100(?=\/|\?|#|$)/g,
    (_m, q?: string, p?: string) => `${q ?? p ?? ''}500`,
  );
}
