import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_CONFIG } from '#shared/config/runtime-config.ts';
import { fetchTotals } from './totals-query.ts';

describe('totals', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('reads the first entry, zero when nothing was counted yet', async () => {
    vi.stubGlobal('fetch', () =>
      Promise.resolve(
        Response.json({
          data: [
            { participants: 1234, birds: 56789 },
            { participants: 1, birds: 1 },
          ],
        }),
      ),
    );
    await expect(fetchTotals(DEFAULT_CONFIG)).resolves.toEqual({
      participants: 1234,
      birds: 56789,
    });
    vi.stubGlobal('fetch', () => Promise.resolve(Response.json({ data: [] })));
    await expect(fetchTotals(DEFAULT_CONFIG)).resolves.toEqual({ participants: 0, birds: 0 });
  });

  it('falls back to the CDN copy when the count service fails', async () => {
    const fetchMock = vi.fn((url: string) =>
      Promise.resolve(
        url.startsWith('/api/count/v1/totals')
          ? new Response('{}', { status: 503 })
          : Response.json({ data: [{ participants: 7, birds: 70 }] }),
      ),
    );
    vi.stubGlobal('fetch', fetchMock);
    await expect(fetchTotals(DEFAULT_CONFIG)).resolves.toEqual({ participants: 7, birds: 70 });
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
      `/api/count/v1/totals?source=${DEFAULT_CONFIG.source}`,
      `/cdn/birdsparticipants.json?source=${DEFAULT_CONFIG.source}`,
    ]);
  });
});
