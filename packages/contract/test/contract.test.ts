import { describe, expect, it } from 'vitest';
import * as responses from '../src/index.ts';
import { countSubmissionBody } from '../src/requests/index.ts';

const schemas = Object.entries(responses).filter(
  ([, value]) => typeof value === 'object' && value !== null && '_zod' in value,
);

describe('@tvt/contract', () => {
  it('builds every response shape on zod/mini, so the web bundles stay small', () => {
    expect(schemas.length).toBeGreaterThan(20);
    for (const [name, schema] of schemas) {
      expect(schema.constructor.name, name).toMatch(/^ZodMini/);
    }
  });

  it('reads an answer as the server sends it and refuses another shape', () => {
    const answer = {
      data: { data: [{ id: 'merel', name: 'Merel', remoteimage: '/m.svg' }], count: 1 },
    };
    expect(responses.birdListResponse.parse(answer)).toEqual(answer);
    // The old client accepted `data.birds`, `data.items` or a bare list: the contract does not.
    expect(responses.birdListResponse.safeParse({ data: [answer.data.data[0]] }).success).toBe(
      false,
    );
    expect(responses.birdListResponse.safeParse({ data: { birds: [], count: 0 } }).success).toBe(
      false,
    );
  });

  it('keeps campaign links to http(s) addresses', () => {
    const links = { socialWall: null, results: null, signUp: null, course: null, share: null };
    const config = (url: string) => ({
      services: { bird: '/b', content: '/c', account: '/a', postcode: '/p', count: '/t' },
      cdn: '/cdn',
      organisation: { name: 'Tuinvogeltelling', logo: null },
      build: { id: 'x', time: 't' },
      features: { loginRequired: false, recognitionBlocked: false },
      oidc: null,
      source: responses.DEFAULT_SOURCE,
      countErrorApiKey: 'k',
      links: { ...links, results: url, social: [] },
    });
    expect(
      responses.webConfigResponse.safeParse(config('https://example.org/uitslag')).success,
    ).toBe(true);
    expect(responses.webConfigResponse.safeParse(config('javascript:alert(1)')).success).toBe(
      false,
    );
  });

  it('describes the count submission with the domain rules and their Dutch messages', () => {
    const result = countSubmissionBody.safeParse({ countId: 'nee' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(
      "Het veld 'countId' moet een UUID (versie 4) zijn.",
    );
  });
});
