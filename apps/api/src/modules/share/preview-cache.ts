/** The last `size` rendered previews by ETag: a popular link is drawn once, not per crawler. */
export class PreviewCache {
  readonly #entries = new Map<string, Buffer>();
  readonly #size: number;

  constructor(size: number) {
    this.#size = size;
  }

  get(key: string): Buffer | undefined {
    const hit = this.#entries.get(key);
    if (hit) {
      // Map order is insertion order: re-inserting makes this the most recent.
      this.#entries.delete(key);
      this.#entries.set(key, hit);
    }
    return hit;
  }

  set(key: string, value: Buffer): Buffer {
    this.#entries.set(key, value);
    if (this.#entries.size > this.#size) {
      this.#entries.delete(this.#entries.keys().next().value!);
    }
    return value;
  }
}
