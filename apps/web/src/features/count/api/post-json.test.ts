import { describe, expect, it } from 'vitest';
import { postJson } from './post-json.ts';

const answer = (status: number, body?: unknown) => () =>
  Promise.resolve(
    new Response(body === undefined ? null : JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    }),
  );

describe('postJson', () => {
  it('sorts answers into what the count flow does next', async () => {
    expect(await postJson('/x', {}, { fetchImpl: answer(200, { tellingUUID: 'u' }) })).toEqual({
      kind: 'ok',
      body: { tellingUUID: 'u' },
    });
    expect(await postJson('/x', {}, { fetchImpl: answer(503) })).toEqual({
      kind: 'unreachable',
      reason: 'HTTP 503',
    });
    expect(
      await postJson('/x', {}, { fetchImpl: answer(429, { message: 'te veel' }) }),
    ).toMatchObject({ kind: 'unreachable' });
    expect(
      await postJson(
        '/x',
        {},
        {
          fetchImpl: answer(400, { message: 'Vul je postcode in.', field: 'location.postalCode' }),
        },
      ),
    ).toEqual({
      kind: 'invalid',
      message: 'Vul je postcode in.',
      field: 'location.postalCode',
    });
    expect(
      await postJson('/x', {}, { fetchImpl: answer(409, { message: 'al ontvangen' }) }),
    ).toEqual({ kind: 'refused', status: 409, message: 'al ontvangen' });
  });

  it('treats a network failure as unreachable', async () => {
    const offline = (): Promise<Response> => Promise.reject(new TypeError('Failed to fetch'));
    expect(await postJson('/x', {}, { fetchImpl: offline })).toEqual({
      kind: 'unreachable',
      reason: 'TypeError',
    });
  });
});
