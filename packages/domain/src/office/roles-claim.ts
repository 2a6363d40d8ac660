import { OFFICE_ROLES, type OfficeRole, normaliseRoles } from './roles.ts';

/**
 * How an external issuer's token names office roles (OIDC_ROLES_CLAIM, OIDC_ROLES_MAP).
 * `path`: the claim, dotted for nested objects (`realm_access.roles` in Keycloak,
 * `https://example.org/roles` as one key when the name itself holds dots and that key exists).
 * `map`: the issuer's value → our role; without it the values must be our role names.
 */
export interface RolesClaimMapping {
  path: string;
  map?: Readonly<Record<string, OfficeRole>>;
}

function valueAt(claims: Record<string, unknown>, path: string): unknown {
  if (Object.hasOwn(claims, path)) return claims[path];
  let value: unknown = claims;
  for (const key of path.split('.')) {
    if (value === null || typeof value !== 'object' || !Object.hasOwn(value, key)) return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

/** A claim value as a list: an array, or a space- or comma-separated string. */
function valuesOf(raw: unknown): unknown[] {
  if (Array.isArray(raw)) return raw;
  if (typeof raw === 'string') return raw.split(/[\s,]+/).filter(Boolean);
  return [];
}

/** The office roles a token's claims grant under the mapping; unknown values are ignored. */
export function rolesFromClaims(
  claims: Record<string, unknown>,
  mapping: RolesClaimMapping,
): OfficeRole[] {
  const values = valuesOf(valueAt(claims, mapping.path));
  const { map } = mapping;
  return normaliseRoles(
    map ? values.map((value) => (typeof value === 'string' ? map[value] : undefined)) : values,
  );
}

/**
 * OIDC_ROLES_MAP: `theirs=ours` pairs, comma-separated (`tvt-admins=admin,redactie=editor`).
 * Returns the map, or the Dutch-free reason the value is wrong (for the environment check).
 */
export function parseRolesMap(text: string): Record<string, OfficeRole> | string {
  const map: Record<string, OfficeRole> = {};
  for (const pair of text.split(',')) {
    const [theirs, ours, extra] = pair.split('=').map((part) => part.trim());
    if (!theirs || !ours || extra !== undefined) return `"${pair}" is not theirs=ours`;
    const [role] = normaliseRoles([ours]);
    if (!role) return `"${ours}" is not one of ${OFFICE_ROLES.join(', ')}`;
    map[theirs] = role;
  }
  return map;
}
