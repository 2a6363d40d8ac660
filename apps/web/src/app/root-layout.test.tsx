// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { PhaseResponse } from '@tvt/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from './query-client.ts';
import { AppRoutes } from './router.tsx';

/** A whole `GET {count}/phase` answer (the contract's shape) for the given phase. */
function phaseAnswer(id: 1 | 2 | 3): PhaseResponse {
  return {
    data: {
      id,
      year: 2027,
      countingDays: ['2027-01-22', '2027-01-23', '2027-01-24'],
      lastCountingDay: '24 januari 2027',
      daysUntilPhase2: id === 1 ? 10 : 0,
      campaign: {
        year: 2027,
        name: 'Nationale Tuinvogeltelling 2027',
        tag: 'tvt2027',
        phase1Start: '2026-11-01T00:00:00.000Z',
        phase2Start: '2027-01-21T23:00:00.000Z',
        phase3Start: '2027-01-24T23:00:00.000Z',
      },
    },
  };
}

/** Serves the config and a phase answer that arrives only when `release` is called. */
function serveFakeApi(serverPhase: 1 | 2 | 3) {
  let release: () => void = () => undefined;
  const phaseAnswered = new Promise<void>((resolve) => (release = resolve));
  vi.stubGlobal('fetch', async (url: string) => {
    const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200 });
    if (url === '/config.json') return json({ source: 'test' });
    if (url.startsWith('/api/count/v1/phase')) {
      await phaseAnswered;
      return json(phaseAnswer(serverPhase));
    }
    return json({ data: [] });
  });
  return () => release();
}

/**
 * Screens are lazy routes: the first file in a worker to load one compiles it, which outlasted
 * Testing Library's default 1 s on a busy machine (home's phase 1 part, in one CI run).
 */
const LAZY_ROUTE = { timeout: 10_000 };

/** Renders the app at `url` in an awaited act: its first screen suspends while its chunk loads. */
async function renderAt(url: string) {
  await act(async () => {
    render(
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter initialEntries={[url]}>
          <AppRoutes />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    await Promise.resolve();
  });
}

describe('root layout', () => {
  beforeEach(() => {
    localStorage.clear();
    localStorage.setItem('introTourIsHidden', 'true');
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows the skeleton until the server phase is known, then the screen', async () => {
    const release = serveFakeApi(1);
    await renderAt('/vogelgids');
    await screen.findByText('Laden…');
    expect(screen.queryByRole('heading', { name: 'Vogelgids' })).toBeNull();
    release();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Vogelgids' }, LAZY_ROUTE),
    ).toBeTruthy();
    expect(document.querySelector('.app')?.getAttribute('data-phase')).toBe('1');
    expect(localStorage.getItem('currentPhase')).toBeNull();
  });

  it('renders at once with ?phase= and stores it', async () => {
    serveFakeApi(3);
    await renderAt('/vogelgids?phase=2');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Vogelgids' }, LAZY_ROUTE),
    ).toBeTruthy();
    expect(document.querySelector('.app')?.getAttribute('data-phase')).toBe('2');
    expect(localStorage.getItem('currentPhase')).toBe('2');
  });

  it('captures the segment and referral code from the landing URL', async () => {
    serveFakeApi(1);
    await renderAt('/?t=bs&refcode=XYZ&phase=1');
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Nationale Tuinvogeltelling' },
        LAZY_ROUTE,
      ),
    ).toBeTruthy();
    // The capture is a passive effect: it may run just after the heading is painted.
    await waitFor(() => expect(localStorage.getItem('segment')).toBe('bs'));
    expect(sessionStorage.getItem('referralCode')).toBe('XYZ');
  });
});
