import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_CONFIG } from '#shared/config/runtime-config.ts';
import { fetchPhase } from './phase-query.ts';

function respond(routes: Record<string, { status: number; body: unknown }>) {
  const calls: string[] = [];
  vi.stubGlobal('fetch', (url: string) => {
    calls.push(url);
    const route = Object.entries(routes).find(([prefix]) => url.startsWith(prefix))?.[1];
    if (!route) return Promise.reject(new TypeError('Failed to fetch'));
    return Promise.resolve(new Response(JSON.stringify(route.body), { status: route.status }));
  });
  return calls;
}

describe('fetchPhase', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('reads the count service phase with the campaign source', async () => {
    const calls = respond({
      '/api/count/v1/phase': {
        status: 200,
        body: {
          data: {
            id: 2,
            year: 2030,
            countingDays: ['2030-01-25', '2030-01-26', '2030-01-27'],
            lastCountingDay: '27 januari 2030',
            daysUntilPhase2: 0,
            campaign: {
              year: 2030,
              name: 'Telling 2030',
              tag: 'tvt2030',
              phase1Start: '2029-12-01T00:00:00.000Z',
              phase2Start: '2030-01-24T23:00:00.000Z',
              phase3Start: '2030-01-27T23:00:00.000Z',
            },
          },
        },
      },
    });
    await expect(fetchPhase(DEFAULT_CONFIG)).resolves.toEqual({
      phase: 2,
      daysUntilPhase2: 0,
      lastCountingDay: '27 januari 2030',
      countingDays: ['2030-01-25', '2030-01-26', '2030-01-27'],
      campaignName: 'Telling 2030',
      campaignTag: 'tvt2030',
      phase2Start: '2030-01-24T23:00:00.000Z',
    });
    expect(calls[0]).toBe(`/api/count/v1/phase?source=${DEFAULT_CONFIG.source}`);
  });

  it('falls back to the CDN phase file when the service fails', async () => {
    respond({
      '/api/count/v1/phase': { status: 503, body: { message: 'Even niet' } },
      '/cdn/tvtPhase.json': { status: 200, body: { data: { id: 1 } } },
    });
    await expect(fetchPhase(DEFAULT_CONFIG)).resolves.toEqual({ phase: 1 });
  });

  it('falls back when the service answers no phase', async () => {
    respond({
      '/api/count/v1/phase': { status: 200, body: { data: { id: 7 } } },
      '/cdn/tvtPhase.json': { status: 200, body: { data: { id: 1 } } },
    });
    await expect(fetchPhase(DEFAULT_CONFIG)).resolves.toEqual({ phase: 1 });
  });

  it('defaults to 3 when both fail', async () => {
    respond({});
    await expect(fetchPhase(DEFAULT_CONFIG)).resolves.toEqual({ phase: 3 });
  });
});
