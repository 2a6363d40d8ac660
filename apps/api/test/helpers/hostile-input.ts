import fc from 'fast-check';

/**
 * Generators of hostile input for the "never a 5xx" properties: full Unicode (lone surrogates
 * and NUL included), raw bytes, broken multipart and empty bodies.
 */

/** Percent-encodes every UTF-16 code unit; a lone surrogate as its WTF-8 bytes (invalid UTF-8). */
export function percentEncode(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    const pair = unit >= 0xd800 && unit <= 0xdbff && i + 1 < text.length;
    const next = pair ? text.charCodeAt(i + 1) : 0;
    if (pair && next >= 0xdc00 && next <= 0xdfff) {
      out += encodeURIComponent(text.slice(i, i + 2));
      i++;
    } else if (unit >= 0xd800 && unit <= 0xdfff) {
      out += [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)]
        .map((b) => `%${b.toString(16).toUpperCase()}`)
        .join('');
    } else {
      out += encodeURIComponent(text[i]!);
    }
  }
  return out;
}

const bytesAsPercent = fc
  .uint8Array({ maxLength: 12 })
  .map((bytes) => [...bytes].map((b) => `%${b.toString(16).padStart(2, '0')}`).join(''));

/** One path segment or query value, already encoded for a URL. */
export const hostileSegment: fc.Arbitrary<string> = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 20 }).map(percentEncode),
  fc.string({ unit: 'binary-ascii', maxLength: 20 }).map(percentEncode),
  bytesAsPercent,
  fc.constantFrom('%00', 'a%00b', '%ED%A0%80', '%ED%B0%80', '%FF', '..', '1', 'huismus', '%'),
);

export const hostileQuery: fc.Arbitrary<string> = fc
  .array(fc.tuple(hostileSegment, hostileSegment), { maxLength: 3 })
  .map((pairs) => (pairs.length ? `?${pairs.map(([k, v]) => `${k}=${v}`).join('&')}` : ''));

export interface HostileBody {
  contentType: string | undefined;
  payload: string | Buffer | undefined;
}

const BOUNDARY = 'tvtgrens';
const part = (name: string, content: string, file = false) =>
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"${file ? '; filename="x.jpg"\r\nContent-Type: image/jpeg' : ''}\r\n\r\n${content}\r\n`;

/** Multipart bodies that are broken in the ways clients and proxies break them. */
const brokenMultipart: fc.Arbitrary<HostileBody> = fc.oneof(
  fc.constant({ contentType: 'multipart/form-data', payload: part('image', 'x', true) }),
  fc.constant({ contentType: `multipart/form-data; boundary=${BOUNDARY}`, payload: '' }),
  fc
    .tuple(fc.constantFrom('image', 'imageFile', 'uniqueFileName'), fc.nat(80))
    .map(([name, cut]) => ({
      contentType: `multipart/form-data; boundary=${BOUNDARY}`,
      payload: (part(name, '\u00ff\u00d8\u00ff\u00e0 jpeg', true) + `--${BOUNDARY}--\r\n`).slice(
        0,
        cut,
      ),
    })),
  fc.string({ unit: 'binary', maxLength: 60 }).map((junk) => ({
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
    payload: `--${BOUNDARY}\r\n${junk}`,
  })),
  fc.constant({
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
    payload: `--${BOUNDARY}\r\nContent-Disposition: form-data\r\n\r\nx\r\n--${BOUNDARY}--\r\n`,
  }),
  fc.constant({
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
    payload: `--${BOUNDARY}\r\nnot a header\r\n\r\nx\r\n--${BOUNDARY}--\r\n`,
  }),
);

const jsonText: fc.Arbitrary<string> = fc.oneof(
  fc.jsonValue().map((v) => JSON.stringify(v)),
  fc.string({ unit: 'binary', maxLength: 30 }).map((s) => JSON.stringify({ value: s })),
  fc.string({ unit: 'binary', maxLength: 30 }).map((s) => JSON.stringify({ [s]: 1 })),
  fc.constantFrom('', 'null', '[]', '"x"', '0', '{', '{"a":"\\ud800"}', '{"a":"\\u0000"}'),
);

/** Any body a client might send, with a content type (or none). */
export const hostileBody: fc.Arbitrary<HostileBody> = fc.oneof(
  fc.constant({ contentType: undefined, payload: undefined }),
  jsonText.map((payload) => ({ contentType: 'application/json', payload })),
  brokenMultipart,
  fc.array(fc.tuple(hostileSegment, hostileSegment), { maxLength: 4 }).map((pairs) => ({
    contentType: 'application/x-www-form-urlencoded',
    payload: pairs.map(([k, v]) => `${k}=${v}`).join('&'),
  })),
  fc
    .uint8Array({ maxLength: 64 })
    .map((bytes) => ({ contentType: 'image/jpeg', payload: Buffer.from(bytes) })),
  fc.string({ unit: 'binary', maxLength: 30 }).map((payload) => ({
    contentType: 'text/plain',
    payload,
  })),
);
