/** An observation tip ('Vogelkijktips', spec section 3 "Tip"). */
export interface Tip {
  /** Stable number used in the route home/tips/{id}. */
  id: number;
  /** Stable slug of the tip. */
  name: string;
  title: string;
  /** Plain Dutch text; paragraphs are separated by a blank line. */
  text: string;
  /** Drawing key (a bird id) of the illustration, never a URL. */
  image: string;
}
