// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AreaResultsScreen } from './area-results-screen.tsx';
import { CountResultScreen } from './count-result-screen.tsx';
import { ResultsScreen } from './results-screen.tsx';
import {
  TELLING,
  countResult,
  nationalResults,
  provinceFigures,
  suppressedMunicipality,
} from './test-fixtures.ts';

/** Answers by path; anything else is a 404 with the server's Dutch message. */
function serve(answers: Record<string, unknown>) {
  const fetchMock = vi.fn((url: string) => {
    const path = new URL(url, 'http://app').pathname;
    const body = answers[path];
    return Promise.resolve(
      body === undefined
        ? Response.json({ message: 'Niet gevonden' }, { status: 404 })
        : Response.json(body),
    );
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderIn(node: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>{node}</MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('national results', () => {
  it('shows the totals, every species and its change since last year in words', async () => {
    serve({
      '/config.json': {},
      '/api/count/v1/results': nationalResults,
      '/api/count/v1/results/areas': provinceFigures,
    });
    renderIn(<ResultsScreen />);
    expect(await screen.findByText('12.345', {}, { timeout: 5_000 })).toBeTruthy();
    expect(screen.getByTestId('results-birds').textContent).toBe('234.567');
    const koolmees = screen.getByTestId('rank-koolmees');
    expect(within(koolmees).getByText('3 plaatsen gestegen (was 5)')).toBeTruthy();
    expect(within(koolmees).getByText('8,0')).toBeTruthy();
    expect(within(screen.getByTestId('rank-ekster')).getByText('nieuw')).toBeTruthy();
    // The map arrives in its own chunk with every province reachable by name and figure.
    // (lazy chunks under a loaded machine: a wider wait than the default second)
    expect(
      await screen.findByRole('link', { name: 'Utrecht: 1.234 tellingen' }, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Fryslân: minder dan 5 tellingen' })).toHaveLength(
      1,
    );
  });
});

describe('area results', () => {
  it('shows no figures for an area with fewer than 5 counts', async () => {
    serve({
      '/config.json': {},
      '/api/count/v1/results/municipalities/GM0088': suppressedMunicipality,
    });
    renderIn(<AreaResultsScreen level="municipality" code="GM0088" />);
    expect((await screen.findByTestId('results-suppressed')).textContent).toContain(
      'In Schiermonnikoog zijn nog te weinig tellingen',
    );
    expect(screen.queryByTestId('results-participants')).toBeNull();
    expect(screen.getByRole('link', { name: 'Fryslân' })).toBeTruthy();
  });
});

describe('count result', () => {
  it('puts the count beside its municipality and the country, in Dutch numbers', async () => {
    serve({ '/config.json': {}, [`/api/count/v1/results/counts/${TELLING}`]: countResult });
    renderIn(<CountResultScreen tellingUUID={TELLING} />);
    expect(
      await screen.findByText('In Utrecht zagen de tuinen gemiddeld 3,1 koolmezen.'),
    ).toBeTruthy();
    expect(
      screen.getByText('In heel Nederland zagen de tuinen gemiddeld 1,8 merels.'),
    ).toBeTruthy();
    expect(screen.getByText('4 koolmezen')).toBeTruthy();
  });

  it('says so, with a way on, for an unknown count', async () => {
    serve({ '/config.json': {} });
    renderIn(<CountResultScreen tellingUUID={TELLING} />);
    expect(await screen.findByRole('heading', { name: 'Telling niet gevonden' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Bekijk alle resultaten' })).toBeTruthy();
  });
});
