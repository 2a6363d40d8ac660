/**
 * An error report carries the count that failed. Only the fields research and debugging need
 * are kept; everything that identifies a person (userData, location, free texts, photo) goes.
 */
const KEPT_COUNT_FIELDS = [
  'countId',
  'inztestid',
  'metaData',
  'birds',
  'countedon',
  'participants',
  'birdsCountedTotal',
  'hasSuspiciousValues',
  'privateLocation',
  'homeAddress',
] as const;

/** Keys whose values identify a person wherever they appear in free-form `extra`. */
const PERSONAL_KEYS = new Set(
  [
    'userData',
    'location',
    'emailAddress',
    'email',
    'firstName',
    'lastName',
    'lastNamePrefix',
    'phoneNumber',
    'phone',
    'postalCode',
    'street',
    'streetNumber',
    'streetNumberAddition',
    'city',
    'geo',
    'latitude',
    'longitude',
    'remarks',
    'unrecognizedBirdRemarks',
    'userPhoto',
    'access_token',
    'authorization',
  ].map((k) => k.toLowerCase()),
);

const MASKS: [RegExp, string][] = [
  [/[^\s@"'<>]+@[^\s@"'<>]+\.[a-z]{2,}/gi, '[e-mail]'],
  [/\+?\d[\d\s()-]{7,}\d/g, '[nummer]'],
  [/\b[1-9]\d{3}\s?[a-z]{2}\b/gi, '[postcode]'],
];

/** Masks e-mail addresses, phone-like numbers and postcodes in a free text; drops NUL. */
export function maskText(text: string): string {
  return MASKS.reduce(
    (t, [pattern, mask]) => t.replace(pattern, mask),
    text.replaceAll('\u0000', ''),
  );
}

/** Deep copy of free-form JSON without personal keys, with every string masked. */
export function redactValue(value: unknown, depth = 0): unknown {
  if (depth > 20) return '[te diep]';
  if (typeof value === 'string') return maskText(value);
  if (Array.isArray(value)) return value.map((item) => redactValue(item, depth + 1));
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([key]) => !PERSONAL_KEYS.has(key.toLowerCase()))
        .map(([key, item]) => [maskText(key), redactValue(item, depth + 1)]),
    );
  }
  return value;
}

/** The embedded count object with only its non-personal fields. */
export function redactCountObject(countObject: unknown): Record<string, unknown> | null {
  if (!countObject || typeof countObject !== 'object' || Array.isArray(countObject)) return null;
  const source = countObject as Record<string, unknown>;
  const kept: Record<string, unknown> = {};
  for (const field of KEPT_COUNT_FIELDS) {
    if (source[field] !== undefined) kept[field] = redactValue(source[field]);
  }
  return kept;
}
