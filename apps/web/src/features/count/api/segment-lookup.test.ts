// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_CONFIG } from '#shared/config/runtime-config.ts';
import { allowConsoleErrors } from '#test/console-errors.ts';
import { donationRedirectUrl } from './segment-lookup.ts';

function answer(status: number, body: unknown) {
  const fetchMock = vi.fn(() =>
    Promise.resolve(
      new Response(JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      }),
    ),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('donation redirect after a stored count', () => {
  it('sends the person to the named donation site with pagina and uuid', async () => {
    const fetchMock = answer(200, {
      data: { page_id: 'pagina-42', url: 'https://doneer.example.org/gift' },
    });
    const url = await donationRedirectUrl(DEFAULT_CONFIG, 'donateur@example.nl', 'uuid-1');
    expect(url).toBe('https://doneer.example.org/gift?pagina=pagina-42&uuid=uuid-1');
    // The e-mail address travels in the body, never in the URL.
    const [requestUrl, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(requestUrl).not.toContain('donateur');
    expect(init.body).toEqual(expect.stringContaining('donateur@example.nl'));
  });

  it('stays on the page when the lookup is off or finds nothing', async () => {
    answer(200, { data: null });
    expect(await donationRedirectUrl(DEFAULT_CONFIG, 'iemand@example.nl', 'uuid-1')).toBe(
      undefined,
    );
    // A server that still answers 404 for "none" is read the same way (and logged).
    allowConsoleErrors(/^donationRedirect HttpError: Geen donatiepagina/);
    answer(404, { message: 'Geen donatiepagina voor dit e-mailadres.' });
    expect(await donationRedirectUrl(DEFAULT_CONFIG, 'iemand@example.nl', 'uuid-1')).toBe(
      undefined,
    );
  });

  it('stays on the page when no donation site is named', async () => {
    answer(200, { data: { page_id: 'pagina-42' } });
    expect(await donationRedirectUrl(DEFAULT_CONFIG, 'donateur@example.nl', 'uuid-1')).toBe(
      undefined,
    );
  });
});
