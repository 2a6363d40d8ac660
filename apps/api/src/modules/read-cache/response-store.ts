import { createHash } from 'node:crypto';
import { type Encoding, compressed } from '../../http/compression.ts';

export interface StoredResponse {
  body: Buffer;
  etag: string;
  /** The headers the route set (content type, cache control, its own policies). */
  headers: Record<string, string>;
  /** Content version it was built under; a newer version makes it unusable. */
  version: number;
  /** Epoch ms it was built at; a clock set back before it (tests) makes it unusable. */
  builtAt: number;
  /** Epoch ms after which it is rebuilt; Infinity for content that changes only by edits. */
  expiresAt: number;
  /**
   * The same bound on the real clock. In production both clocks are one; a test that pins the
   * app's clock still sees a derived answer renewed, and one that moves it sees it at once.
   */
  realExpiresAt: number;
  /** Compressed copies, made once on the first request that accepts them. */
  encoded: Partial<Record<Encoding, Buffer>>;
  compressible: boolean;
}

/** A strong ETag from the bytes: equal bytes on every instance give equal tags. */
export function etagOf(body: Buffer): string {
  return `"${createHash('sha1').update(body).digest('base64url')}"`;
}

export function encode(entry: StoredResponse, encoding: Encoding): Buffer {
  let encoded = entry.encoded[encoding];
  if (!encoded) {
    encoded = compressed(entry.body, encoding);
    entry.encoded[encoding] = encoded;
  }
  return encoded;
}

/**
 * Finished answers in memory, least recently used dropped first, bounded by count and bytes so
 * that free-text keys (search words, coordinates) cannot grow it without end.
 *
 * Recency is Map order, and a hit moves its entry to the recent end only once per insert into
 * the store, not on every hit: a delete and set per hit made V8 rebuild the Map's table every
 * few thousand answers, about 100 MB of garbage in 12 s of one endpoint under load that outlived
 * the young generation, and the major collections it caused held answers back by 20–50 ms
 * (issue 16). So recency is resolved to inserts: every entry hit since the last insert counts
 * as more recent than every entry not hit since, and among them the first hit orders them. Only
 * an insert evicts.
 */
export function createResponseStore(limits: { maxEntries: number; maxBytes: number }) {
  const entries = new Map<string, { entry: StoredResponse; movedAt: number }>();
  let bytes = 0;
  let inserts = 0;

  function remove(key: string): void {
    const slot = entries.get(key);
    if (!slot) return;
    bytes -= slot.entry.body.length;
    entries.delete(key);
  }

  return {
    get(key: string, version: number, now: number): StoredResponse | undefined {
      const slot = entries.get(key);
      if (!slot) return undefined;
      const { entry } = slot;
      const stale =
        entry.version !== version ||
        entry.expiresAt <= now ||
        entry.builtAt > now ||
        entry.realExpiresAt <= Date.now();
      if (stale) {
        remove(key);
        return undefined;
      }
      if (slot.movedAt !== inserts) {
        // Map order is insertion order: re-inserting marks it recently used.
        entries.delete(key);
        entries.set(key, slot);
        slot.movedAt = inserts;
      }
      return entry;
    },
    set(key: string, entry: StoredResponse): void {
      if (entry.body.length > limits.maxBytes / 4) return;
      remove(key);
      inserts += 1;
      entries.set(key, { entry, movedAt: inserts });
      bytes += entry.body.length;
      for (const oldest of entries.keys()) {
        if (entries.size <= limits.maxEntries && bytes <= limits.maxBytes) break;
        remove(oldest);
      }
    },
    clear(): void {
      entries.clear();
      bytes = 0;
    },
    get size() {
      return entries.size;
    },
  };
}

export type ResponseStore = ReturnType<typeof createResponseStore>;
