import {
  ADDRESS_FIELD_MAX_LENGTH,
  NAME_MAX_LENGTH,
  normaliseEmail,
  normalisePostalCode,
  validateEmail,
} from '@tvt/domain';
import type { ExternalProfile } from './repository.ts';

/** Dutch name prefixes an issuer leaves inside `family_name`; longest first. */
const NAME_PREFIXES = [
  'van der',
  'van den',
  'van de',
  'van het',
  "van 't",
  'in de',
  'in het',
  "in 't",
  'op de',
  'op den',
  'uit de',
  'uit den',
  'van',
  'von',
  'den',
  'der',
  'de',
  'het',
  'ter',
  'ten',
  'te',
];

const text = (value: unknown, max: number): string =>
  typeof value === 'string' ? value.trim().replace(/\s+/g, ' ').slice(0, max) : '';

/** "van Dijk" → prefix 'van', last name 'Dijk'; a name that is only a prefix stays whole. */
export function splitFamilyName(familyName: string): { prefix: string | null; last: string } {
  const lower = familyName.toLocaleLowerCase('nl-NL');
  const prefix = NAME_PREFIXES.find((p) => lower.startsWith(`${p} `));
  if (!prefix) return { prefix: null, last: familyName };
  return { prefix: familyName.slice(0, prefix.length), last: familyName.slice(prefix.length + 1) };
}

/**
 * "Domplein 12 A", "Domplein 12-a", "Domplein 12A" → street, house number, addition. The last
 * number is the house number, so a street named after years ("Laan 1940-1945 3") keeps them.
 */
export function splitStreetAddress(streetAddress: string) {
  const match = /^(.*)\s+(\d+)(?:\s*-?\s*([\p{L}\p{N}]{1,6}))?$/u.exec(streetAddress);
  if (!match) return { street: streetAddress, number: '', addition: null };
  return { street: match[1] ?? '', number: match[2] ?? '', addition: match[3]?.trim() || null };
}

/**
 * Standard OpenID Connect claims (OIDC Core 5.1) of an external issuer, as an account's
 * profile. Missing claims stay empty: the count's personal step then asks for them. An address
 * that is not a usable e-mail address is left out rather than stored.
 */
export function profileFromClaims(claims: Record<string, unknown>): ExternalProfile {
  const family = splitFamilyName(text(claims.family_name, NAME_MAX_LENGTH));
  const address = (
    claims.address && typeof claims.address === 'object' ? claims.address : {}
  ) as Record<string, unknown>;
  const street = splitStreetAddress(text(address.street_address, ADDRESS_FIELD_MAX_LENGTH));
  const email = normaliseEmail(text(claims.email, 400));
  const usableEmail = email !== '' && validateEmail(email) === undefined ? email : null;
  return {
    email: usableEmail,
    emailVerified:
      usableEmail !== null && (claims.email_verified === true || claims.email_verified === 'true'),
    firstName: text(claims.given_name, NAME_MAX_LENGTH),
    lastNamePrefix: family.prefix,
    lastName: family.last,
    postalCode: normalisePostalCode(text(address.postal_code, 40)),
    streetNumber: street.number,
    streetNumberAddition: street.addition,
    street: street.street,
    city: text(address.locality, ADDRESS_FIELD_MAX_LENGTH),
  };
}
