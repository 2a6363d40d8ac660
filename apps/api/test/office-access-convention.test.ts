import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OfficeRole } from '@tvt/domain';
import { auditLog } from '../src/db/schema/index.ts';
import { type OfficeSession, createOfficeSession } from './helpers/office-session.ts';
import { type TestApp, createTestApp } from './helpers/test-app.ts';

/**
 * Issue 31: every office endpoint, as the OpenAPI document lists it, refuses before it reads
 * anything — anonymous → 401, a role that is not enough → 403 — even with a body that would be a
 * 400, and changes nothing. The table is the office's access plan: a new endpoint fails here
 * until it is placed in it.
 */
const PREFIX = '/api/office/v1';
/** Path, the access it needs, and the method where one path's methods differ. */
const ACCESS: [RegExp, OfficeRole | 'any-role' | 'account', string?][] = [
  [/^\/me$/, 'account'],
  [/^\/export\/settings$/, 'admin', 'PUT'],
  [/^\/dashboard$/, 'any-role'],
  [/^\/platform-health$/, 'any-role'],
  [/^\/export\//, 'research'],
  [/^\/(roles|audit|newsletter\.csv|retention|campaign)(\/|$)/, 'admin'],
  [/^\/moderation\/counts\/\{tellingUUID\}\/personal$/, 'admin'],
  [/^\/moderation\//, 'moderator'],
  [/^\/(content|birds|reminder)(\/|$)/, 'editor'],
];
/** A holder of each single role who may NOT call a route needing `access`. */
const WRONG: Record<(typeof ACCESS)[number][1], (OfficeRole | 'none')[]> = {
  account: [],
  'any-role': ['none'],
  admin: ['none', 'editor', 'moderator', 'research'],
  editor: ['none', 'moderator', 'research'],
  moderator: ['none', 'editor', 'research'],
  research: ['none', 'editor', 'moderator'],
};

let t: TestApp;
const sessions = {} as Record<OfficeRole | 'none', OfficeSession>;
beforeAll(async () => {
  t = await createTestApp();
  for (const role of ['none', 'editor', 'moderator', 'research', 'admin'] as const) {
    sessions[role] = await createOfficeSession(t, role === 'none' ? [] : [role]);
  }
});
afterAll(() => t.close());

function officeEndpoints() {
  const paths = (t.app.swagger() as { paths: Record<string, Record<string, unknown>> }).paths;
  return Object.entries(paths)
    .filter(([path]) => path.startsWith(`${PREFIX}/`))
    .flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => ({ method: method.toUpperCase(), path })),
    );
}

const concrete = (path: string) =>
  path
    .replace('{tellingUUID}', '00000000-0000-4000-8000-000000000000')
    .replace('{accountId}', '00000000-0000-4000-8000-000000000001')
    .replace(/\{[^}]+\}/g, 'x');

describe('every office endpoint', () => {
  it('is in the access plan', () => {
    const endpoints = officeEndpoints();
    expect(endpoints.length).toBeGreaterThan(30);
    const unplaced = endpoints.filter(
      (e) => !ACCESS.some(([re]) => re.test(e.path.slice(PREFIX.length))),
    );
    expect(unplaced).toEqual([]);
  });

  it('answers 401 to anonymous and 403 to a wrong role before validating, changing nothing', async () => {
    const audited = (await t.database.db.select().from(auditLog)).length;
    const badBody = { payload: '{"not":"valid"', headers: { 'content-type': 'application/json' } };
    for (const { method, path } of officeEndpoints()) {
      const access = ACCESS.find(
        ([re, , only]) => re.test(path.slice(PREFIX.length)) && (!only || only === method),
      )![1];
      const url = `${concrete(path)}?page=-1&campaign=nope`;
      const withBody: { payload?: string; headers?: Record<string, string> } =
        method === 'GET' || method === 'DELETE' ? {} : badBody;
      const anonymous = await t.app.inject({ method: method as 'GET', url, ...withBody });
      expect([method, path, anonymous.statusCode]).toEqual([method, path, 401]);
      expect(anonymous.json()).toEqual({ message: 'Log in om de beheeromgeving te gebruiken.' });
      for (const role of WRONG[access]) {
        const res = await t.app.inject({
          method: method as 'GET',
          url,
          ...withBody,
          headers: { ...withBody.headers, ...sessions[role].headers },
        });
        expect([method, path, role, res.statusCode]).toEqual([method, path, role, 403]);
      }
      // The role that is enough gets past the check: now the bad input is a 400 (or 404).
      if (access !== 'account' && access !== 'any-role' && withBody.payload) {
        const holder = sessions[access];
        const res = await t.app.inject({
          method: method as 'GET',
          url,
          ...withBody,
          headers: { ...withBody.headers, ...holder.headers },
        });
        expect([
          method,
          path,
          res.statusCode < 500 && ![401, 403].includes(res.statusCode),
        ]).toEqual([method, path, true]);
      }
    }
    expect((await t.database.db.select().from(auditLog)).length).toBe(audited);
  });
});
