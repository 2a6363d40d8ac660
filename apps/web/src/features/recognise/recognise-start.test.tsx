// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setAuthStatus } from '#shared/auth/auth-store.ts';
import { useConfig } from '#shared/config/config-query.ts';
import { RecogniseStart } from './recognise-start.tsx';

/** Shows once the config has loaded: it re-renders in the same commit as the screen beside it. */
function ConfigLoaded() {
  return useConfig() ? <p>config geladen</p> : null;
}

function renderWith(features: Record<string, boolean>) {
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.resolve(new Response(JSON.stringify({ features }), { status: 200 }))),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/herkennen']}>
        <RecogniseStart />
        <ConfigLoaded />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('recognise start', () => {
  it('offers both ways, without the flagged extras by default', async () => {
    renderWith({});
    expect((await screen.findByRole('link', { name: /Via vragen/ })).getAttribute('href')).toBe(
      '/herkennen/vragen',
    );
    expect(screen.getByRole('link', { name: /Via foto/ }).getAttribute('href')).toBe(
      '/herkennen/foto',
    );
    expect(screen.queryByText('Binnenkort beschikbaar')).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("shows the 'coming soon' block when recognising is blocked", async () => {
    renderWith({ recognitionBlocked: true });
    expect(await screen.findByText('Binnenkort beschikbaar')).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Via vragen/ })).toBeNull();
  });

  it('promotes an account when login is required and the visitor is logged out', async () => {
    setAuthStatus('anonymous');
    renderWith({ loginRequired: true });
    const sheet = await screen.findByRole('dialog', { name: 'Maak een account aan' });
    expect(sheet.textContent).toContain("automatisch vogels herkennen op je foto's");
    expect(screen.getByRole('link', { name: 'Account aanmaken' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Inloggen' }).getAttribute('href')).toBe(
      '/herkennen?login=1',
    );
  });

  it('does not promote an account to a logged-in visitor', async () => {
    setAuthStatus('authenticated');
    renderWith({ loginRequired: true });
    // The screen has rendered with `loginRequired` in hand, and still offers no promotion.
    expect(await screen.findByText('config geladen')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Via vragen/ })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
