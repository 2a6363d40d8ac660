// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BirdDetailScreen } from './bird-detail-screen.tsx';

const full = {
  id: 'merel',
  name: 'Merel',
  image: '/media/birds/merel/default.svg',
  drawing: '/media/birds/merel/default.svg',
  tip: 'Zwart met een gele snavel.',
  scientificName: 'Turdus merula',
  habitatNote: 'In tuinen, parken en bossen.',
  sounds: [{ file: '/media/sounds/merel.mp3' }],
  drawings: [
    { image: '/media/birds/merel/man.svg', form: 'man', plumage: '' },
    { image: '/media/birds/merel/vrouw.svg', form: 'vrouw', plumage: 'winterkleed' },
  ],
  video: 'https://video.example.org/merel.mp4',
  videothumb: '/media/merel-thumb.jpg',
  videoplaylist: 'https://video.example.org/lijst',
  similarto: [{ id: 'spreeuw', name: 'Spreeuw', image: '/media/birds/spreeuw/default.svg' }],
};

function serve(bird: unknown, status = 200) {
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string) =>
      Promise.resolve(
        url.includes('/birds/')
          ? new Response(
              JSON.stringify(status === 200 ? { data: bird } : { message: 'Vogel niet gevonden' }),
              { status },
            )
          : new Response('{}', { status: 200 }),
      ),
    ),
  );
}

function renderDetail() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      {/* A data router, as in the app: the not-found ways on search with its <Form>. */}
      <RouterProvider
        router={createMemoryRouter([
          { path: '*', element: <BirdDetailScreen id="merel" backTo="/vogelgids" /> },
        ])}
      />
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('bird detail', () => {
  it('shows every section that has data', async () => {
    serve(full);
    renderDetail();
    expect(await screen.findByRole('heading', { level: 1, name: 'Merel' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Geluid van de merel' })).toBeTruthy();
    expect(screen.getByText('Zwart met een gele snavel.')).toBeTruthy();
    expect(screen.getByText('Turdus merula').getAttribute('lang')).toBe('la');
    expect(screen.getByRole('heading', { name: 'Waar zie je hem?' })).toBeTruthy();
    expect(screen.getByText('In tuinen, parken en bossen.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Herkenning' })).toBeTruthy();
    expect(screen.getByText('Vrouw, winterkleed')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Video' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Spreeuw/ }).getAttribute('href')).toBe(
      '/vogelgids/spreeuw',
    );
    expect(screen.getByRole('link', { name: 'Terug' }).getAttribute('href')).toBe('/vogelgids');
  });

  it('credits an uploaded sound and video with maker and licence', async () => {
    serve({
      ...full,
      credits: {
        drawing: null,
        sound: { maker: 'Jan Jansen', licence: 'cc-by-nc-sa-4.0' },
        video: { maker: 'Vogelbescherming', licence: 'all-rights-reserved' },
      },
    });
    renderDetail();
    const sound = await screen.findByText(/^Geluid: Jan Jansen,/);
    expect(sound.querySelector('a')?.getAttribute('href')).toBe(
      'https://creativecommons.org/licenses/by-nc-sa/4.0/deed.nl',
    );
    expect(screen.getByText('Video: © Vogelbescherming, alle rechten voorbehouden')).toBeTruthy();
    expect(screen.queryByText(/^Tekening:/)).toBeNull();
  });

  it('mutes and unmutes the player', async () => {
    serve(full);
    renderDetail();
    const mute = await screen.findByRole('button', { name: 'Geluid uit' });
    const audio = document.querySelector('audio')!;
    fireEvent.click(mute);
    expect(mute.getAttribute('aria-pressed')).toBe('true');
    expect(audio.volume).toBe(0);
    fireEvent.click(mute);
    expect(audio.volume).toBe(1);
    expect(screen.getByRole('slider', { name: 'Positie' })).toBeTruthy();
  });

  it('leaves out the sections without data', async () => {
    serve({
      ...full,
      sounds: [],
      tip: '',
      scientificName: '',
      habitatNote: null,
      drawings: [],
      video: null,
      videothumb: null,
      videoplaylist: null,
      similarto: [],
    });
    renderDetail();
    expect(await screen.findByRole('heading', { level: 1, name: 'Merel' })).toBeTruthy();
    expect(screen.queryByRole('group', { name: /Geluid/ })).toBeNull();
    expect(screen.queryAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([]);
  });

  it("says 'Vogel niet gevonden' for an unknown id", async () => {
    serve(null, 404);
    renderDetail();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Vogel niet gevonden' }),
    ).toBeTruthy();
  });
});
