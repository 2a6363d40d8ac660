// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { QUIZ_TICK_MS } from '@tvt/domain';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QuizScreen } from './quiz-screen.tsx';

const names = ['Merel', 'Koolmees', 'Roodborst', 'Vink', 'Ekster', 'Spreeuw'];
let batches = 0;

/** Five questions per call; the right answer's image is `/{name}.svg`. */
function quizBatch() {
  batches += 1;
  return {
    data: names.slice(0, 5).map((name, i) => ({
      name,
      image: `/${name}.svg`,
      options: [name, names[i + 1] ?? 'Fazant', 'Houtduif'].map((option, j) => ({
        name: option,
        image: j === 0 ? `/${name}.svg` : `/fout-${option}-${i}.svg`,
        correct: j === 0,
        text: j === 0 ? '' : `Een ${option.toLowerCase()} heeft een andere snavel.`,
      })),
    })),
  };
}

function renderQuiz() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/meer/quiz']}>
        <QuizScreen backTo="/meer" />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const question = (name: string) =>
  screen.findByRole('group', {
    name: new RegExp(`Welke van deze vogels is de ${name.toLowerCase()}\\?`),
  });
const optionWithImage = (group: HTMLElement, src: string) =>
  within(group)
    .getAllByRole('button')
    .find((b) => b.querySelector('img')?.getAttribute('src') === src)!;

beforeEach(() => {
  batches = 0;
  localStorage.clear();
  localStorage.setItem('quizHighscore', '1');
  localStorage.setItem('quizHighscoreTime', '600');
  localStorage.setItem('quizTotalpoints', '4');
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string) =>
      Promise.resolve(
        new Response(JSON.stringify(url.includes('/birds/quiz') ? quizBatch() : {}), {
          status: 200,
        }),
      ),
    ),
  );
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('quiz screen', () => {
  it(
    'plays intro → question → new high score → new-highscore-wrong → retry → wrong answer → intro',
    { timeout: 20_000 },
    async () => {
      const user = userEvent.setup();
      renderQuiz();
      await screen.findByText('Ken jij alle vogels? Word nog beter in tellen en doe de quiz.');
      await waitFor(() =>
        expect(screen.getByText('Hoogste score').nextElementSibling?.textContent).toBe('1'),
      );
      expect(screen.getByText('Punten').nextElementSibling?.textContent).toBe('4');
      expect(screen.queryByRole('button', { name: 'Stop' })).toBeNull();

      await user.click(screen.getByRole('button', { name: 'Start de quiz' }));
      let group = await question('Merel');
      expect(screen.getByRole('button', { name: 'Stop' })).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Uitleg' })).toBeTruthy();

      // Score 1 equals the high score 1 with a shorter time: no announcement.
      await user.click(optionWithImage(group, '/Merel.svg'));
      group = await question('Koolmees');
      expect(screen.getByText('Goed! Jouw score is 1.')).toBeTruthy();

      // Score 2 beats it: the timer stops and the new high score is announced once.
      await user.click(optionWithImage(group, '/Koolmees.svg'));
      expect(await screen.findByRole('heading', { name: 'Nieuwe hoogste score!' })).toBeTruthy();
      await user.click(screen.getByRole('button', { name: 'Naar de volgende vraag' }));
      group = await question('Roodborst');

      await user.click(optionWithImage(group, '/fout-Vink-2.svg'));
      // Names the bird that was asked, in lower case as Dutch writes it, beside the one tapped.
      expect(await screen.findByRole('heading', { name: 'Dit is een roodborst' })).toBeTruthy();
      expect(screen.getByText('Gevraagd: roodborst')).toBeTruthy();
      expect(screen.getByText('Jouw keuze: vink')).toBeTruthy();
      const pictures = [...document.querySelectorAll('.quiz-compare img')].map((img) =>
        img.getAttribute('src'),
      );
      expect(pictures).toEqual(['/Roodborst.svg', '/fout-Vink-2.svg']);
      expect(screen.getByText('Toch genoeg reden voor een feestje!')).toBeTruthy();
      expect(screen.getByText('Jouw nieuwe score is').nextElementSibling?.textContent).toBe('2');
      await waitFor(() => expect(localStorage.getItem('quizHighscore')).toBe('2'));
      expect(localStorage.getItem('quizTotalpoints')).toBe('6');

      // Retry resets the run and loads new questions.
      await user.click(screen.getByRole('button', { name: 'Probeer het opnieuw' }));
      group = await question('Merel');
      expect(batches).toBeGreaterThanOrEqual(2);
      await user.click(optionWithImage(group, '/fout-Houtduif-0.svg'));
      expect(await screen.findByRole('heading', { name: 'Dit is een merel' })).toBeTruthy();
      expect(screen.getByText('Jouw keuze: houtduif')).toBeTruthy();
      expect(screen.getByText('Jouw score is').nextElementSibling?.textContent).toBe('0');
      expect(screen.getByRole('button', { name: 'Verbeter jouw score' })).toBeTruthy();

      // A score of 0 is not offered for sharing (issue 30; the browser test shares a score).
      expect(screen.queryByRole('button', { name: 'Deel jouw score' })).toBeNull();

      await user.click(screen.getByRole('button', { name: 'Stop met quizen' }));
      expect(await screen.findByRole('button', { name: 'Start de quiz' })).toBeTruthy();
      expect(localStorage.getItem('quizHighscore')).toBe('2');
    },
  );

  it('ticks the timer while a question is open and pauses it under the explanation', async () => {
    // Only the quiz's interval runs on a fake clock: each tick happens when the test says so.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const tick = (times: number) =>
      act(() => {
        vi.advanceTimersByTime(QUIZ_TICK_MS * times);
      });
    const user = userEvent.setup();
    renderQuiz();
    await user.click(await screen.findByRole('button', { name: 'Start de quiz' }));
    await question('Merel');
    const timer = screen.getByRole('timer');
    expect(timer.textContent).toBe('0:00');
    tick(1);
    expect(timer.textContent).toBe('0:01');

    await user.click(screen.getByRole('button', { name: 'Uitleg' }));
    expect(await screen.findByRole('dialog', { name: 'Uitleg' })).toBeTruthy();
    tick(3);
    expect(screen.getByRole('timer', { hidden: true }).textContent).toBe('0:01');
    await user.keyboard('{Escape}');
    // Running again once the explanation is closed.
    tick(1);
    expect(timer.textContent).toBe('0:02');

    await user.click(screen.getByRole('button', { name: 'Stop' }));
    expect(await screen.findByRole('button', { name: 'Start de quiz' })).toBeTruthy();
  });
});
