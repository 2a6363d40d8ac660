import { describe, expect, it } from 'vitest';
import { hasOfficeRole, normaliseRoles } from '../../src/office/roles.ts';
import { parseRolesMap, rolesFromClaims } from '../../src/office/roles-claim.ts';

describe('office roles', () => {
  it('lets an admin do everything and others only their own part', () => {
    expect(hasOfficeRole(['admin'], 'moderator')).toBe(true);
    expect(hasOfficeRole(['editor'], 'editor')).toBe(true);
    expect(hasOfficeRole(['editor'], 'moderator')).toBe(false);
    expect(hasOfficeRole([], 'editor')).toBe(false);
  });

  it('keeps known roles once, in a fixed order', () => {
    expect(normaliseRoles(['admin', 'x', 'editor', 'admin', 3])).toEqual(['editor', 'admin']);
  });
});

describe('roles claim mapping', () => {
  it('reads a top-level array claim of our role names', () => {
    expect(rolesFromClaims({ roles: ['moderator', 'viewer'] }, { path: 'roles' })).toEqual([
      'moderator',
    ]);
  });

  it('follows a dotted path into nested claims (Keycloak realm roles)', () => {
    const claims = { realm_access: { roles: ['admin', 'offline_access'] } };
    expect(rolesFromClaims(claims, { path: 'realm_access.roles' })).toEqual(['admin']);
  });

  it('prefers a key that itself contains dots (namespaced claims)', () => {
    const claims = { 'https://tvt.example/roles': 'editor moderator' };
    expect(rolesFromClaims(claims, { path: 'https://tvt.example/roles' })).toEqual([
      'editor',
      'moderator',
    ]);
  });

  it('translates the issuer’s group names through the map and drops the rest', () => {
    const map = parseRolesMap('tvt-beheer=admin, redactie=editor');
    expect(map).toEqual({ 'tvt-beheer': 'admin', redactie: 'editor' });
    const claims = { groups: ['redactie', 'admin', 'tvt-beheer'] };
    expect(rolesFromClaims(claims, { path: 'groups', map: map as never })).toEqual([
      'editor',
      'admin',
    ]);
  });

  it('grants nothing for a missing, empty or odd claim', () => {
    for (const claims of [{}, { roles: [] }, { roles: 42 }, { roles: { admin: true } }]) {
      expect(rolesFromClaims(claims, { path: 'roles' })).toEqual([]);
    }
    expect(rolesFromClaims({ a: null }, { path: 'a.b' })).toEqual([]);
  });

  it('names what is wrong in a bad map', () => {
    expect(parseRolesMap('x')).toMatch(/theirs=ours/);
    expect(parseRolesMap('x=root')).toMatch(/not one of/);
  });
});
