// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { ownCountsResponse } from '@tvt/contract';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parse } from 'zod/mini';
import { DEFAULT_CONFIG } from '#shared/config/runtime-config.ts';
import { OwnCounts } from './own-counts.tsx';

const TELLING = '3f1c2a4e-8b7d-4c6a-9e2f-1a2b3c4d5e6f';
const counts = parse(ownCountsResponse, {
  data: [
    {
      tellingUUID: TELLING,
      countDate: '2026-01-24',
      countTime: '10:15:00',
      telplek: 'tuin',
      participants: 2,
      birdsCountedTotal: 12,
      receivedAt: '2026-01-24T10:50:00Z',
      birds: [{ birdId: 'merel', count: 12 }],
    },
  ],
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('own counts', () => {
  it("link each count's result page", async () => {
    vi.stubGlobal('fetch', () => Promise.resolve(Response.json(counts)));
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <OwnCounts config={DEFAULT_CONFIG} />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const link = await screen.findByRole('link', {
      name: /^Bekijk het resultaat\s*van de telling van zaterdag 24 januari 2026, 10:15$/,
    });
    expect(link.getAttribute('href')).toBe(`/resultaten/telling/${TELLING}`);
  });
});
