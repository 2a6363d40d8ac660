import type { Page } from '@playwright/test';
import { expect, test } from './test.ts';
import { speciesNameInText } from '@tvt/domain';
import { expectAccessible, heading, skipIntroTour } from './helpers.ts';

interface Question {
  name: string;
  options: { name: string; image: string; correct: boolean }[];
}

/** Remembers every question the server sends, so the test knows the right picture. */
function recordQuestions(page: Page): Map<string, Question> {
  const seen = new Map<string, Question>();
  page.on('response', async (response) => {
    if (!response.url().includes('/birds/quiz')) return;
    const body = (await response.json().catch(() => ({ data: [] }))) as { data: Question[] };
    // Keyed as the question text writes the name: in lower case, as Dutch does mid-sentence.
    for (const q of body.data) seen.set(speciesNameInText(q.name), q);
  });
  return seen;
}

async function currentQuestion(page: Page, seen: Map<string, Question>): Promise<Question> {
  const legend = page.locator('.quiz-question__text');
  await expect(legend).toContainText('Welke van deze vogels is de');
  const text = (await legend.textContent()) ?? '';
  const name = /is de (.+)\?$/.exec(text)?.[1] ?? '';
  await expect.poll(() => seen.has(name)).toBe(true);
  return seen.get(name)!;
}

const option = (page: Page, image: string) =>
  page.locator('.quiz-option', { has: page.locator(`img[src="${image}"]`) });
const block = (page: Page, label: string) =>
  page.locator('.score-block', { hasText: label }).locator('dd');

test.beforeEach(async ({ page }) => skipIntroTour(page));

/** 'Dit is een {name}' names the bird that was asked, shown beside the one that was tapped. */
async function expectWrongAnswer(
  page: Page,
  asked: string,
  tapped: { name: string; image: string },
) {
  await expect(
    page.getByRole('heading', { name: `Dit is een ${speciesNameInText(asked)}` }),
  ).toBeVisible();
  const pictures = page.locator('.quiz-compare img');
  await expect(pictures).toHaveCount(2);
  await expect(pictures.nth(1)).toHaveAttribute('src', tapped.image);
  await expect(page.getByText(`Jouw keuze: ${speciesNameInText(tapped.name)}`)).toBeVisible();
}

test('a right answer scores, a wrong one ends the run, and the high score stays after a reload', async ({
  page,
}) => {
  const seen = recordQuestions(page);
  await page.goto('/meer/quiz');
  await expect(heading(page, 'Quiz')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Terug' })).toHaveAttribute('href', '/meer');
  await expect(page.locator('.tab-bar')).toHaveCount(0);
  await expect(block(page, 'Hoogste score')).toHaveText('0');
  await expectAccessible(page);

  // By keyboard: start, then answer right.
  await page.getByRole('button', { name: 'Start de quiz' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Stop' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Uitleg' })).toBeVisible();
  let question = await currentQuestion(page, seen);
  await expectAccessible(page);
  // The timer ticks every second, as m:ss.
  const timer = page.getByRole('timer');
  await expect(timer).toHaveText(/^\d:\d\d$/);
  const shown = await timer.textContent();
  await expect(timer).not.toHaveText(shown ?? '', { timeout: 3000 });
  const right = question.options.find((o) => o.correct)!;
  await option(page, right.image).focus();
  await page.keyboard.press('Enter');

  // 1 beats the empty high score: announced once, the timer waits.
  await expect(page.getByRole('heading', { name: 'Nieuwe hoogste score!' })).toBeFocused();
  await expectAccessible(page);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Naar de volgende vraag' })).toBeFocused();
  await page.keyboard.press('Enter');

  question = await currentQuestion(page, seen);
  await expect(block(page, 'Punten')).toHaveText('1');
  const wrong = question.options.find((o) => !o.correct)!;
  await option(page, wrong.image).click();
  await expectWrongAnswer(page, question.name, wrong);
  await expect(page.getByText('Toch genoeg reden voor een feestje!')).toBeVisible();
  await expect(
    page.locator('.quiz-result__label', { hasText: 'Jouw nieuwe score is' }),
  ).toBeVisible();
  await expect(page.locator('.quiz-result__score')).toHaveText('1');
  await expect(page.getByRole('button', { name: 'Probeer het opnieuw' })).toBeVisible();
  await expectAccessible(page);

  await page.reload();
  await expect(block(page, 'Hoogste score')).toHaveText('1');
  await expect(block(page, 'Punten')).toHaveText('1');
  expect(
    await page.evaluate(() => [
      localStorage.getItem('quizHighscore'),
      localStorage.getItem('quizTotalpoints'),
    ]),
  ).toEqual(['1', '1']);
});

test('a wrong first answer (score 0) offers stop and improve, not a share', async ({ page }) => {
  const seen = recordQuestions(page);
  await page.goto('/quiz');
  // Issue 15: /quiz has a way back too (home), not only /meer/quiz.
  await expect(page.getByRole('link', { name: 'Terug' })).toHaveAttribute('href', '/home');
  await page.getByRole('button', { name: 'Start de quiz' }).click();
  let question = await currentQuestion(page, seen);

  await page.getByRole('button', { name: 'Uitleg' }).click();
  const sheet = page.getByRole('dialog', { name: 'Uitleg' });
  await expect(sheet).toContainText(
    'Ken jij alle vogels? Word nog beter in tellen en doe de quiz.',
  );
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(sheet).toHaveCount(0);

  const wrong = question.options.find((o) => !o.correct)!;
  await option(page, wrong.image).click();
  await expectWrongAnswer(page, question.name, wrong);
  await expect(page.locator('.quiz-result__label', { hasText: 'Jouw score is' })).toBeVisible();
  await expect(page.locator('.quiz-result__score')).toHaveText('0');
  // Issue 30: 'Mijn score is 0' invites nobody.
  await expect(page.getByRole('button', { name: 'Deel jouw score' })).toHaveCount(0);
  await expectAccessible(page);
  if (process.env.E2E_SCREENSHOTS)
    await page.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/quiz-score-0-phone.png` });

  await page.getByRole('button', { name: 'Verbeter jouw score' }).click();
  question = await currentQuestion(page, seen);
  await expect(block(page, 'Punten')).toHaveText('0');
  await page.getByRole('button', { name: 'Stop' }).click();
  await expect(page.getByRole('button', { name: 'Start de quiz' })).toBeVisible();
});

test('a score below the high score is shared with a link to copy and one close', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.addInitScript(() => localStorage.setItem('quizHighscore', '5'));
  const seen = recordQuestions(page);
  await page.goto('/quiz');
  await page.getByRole('button', { name: 'Start de quiz' }).click();
  let question = await currentQuestion(page, seen);
  await option(page, question.options.find((o) => o.correct)!.image).click();
  // Below the high score: straight on to the next question.
  await expect(block(page, 'Punten')).toHaveText('1');
  question = await currentQuestion(page, seen);
  await option(page, question.options.find((o) => !o.correct)!.image).click();
  await expect(page.locator('.quiz-result__score')).toHaveText('1');

  await page.getByRole('button', { name: 'Deel jouw score' }).click();
  const share = page.getByRole('dialog');
  await expect(share).toContainText(
    'Hoe goed ben jij in het herkennen van tuinvogels? Mijn score is 1. Doe je ook mee?',
  );
  for (const channel of ['Facebook', 'X (Twitter)', 'LinkedIn', 'Pinterest', 'WhatsApp']) {
    await expect(
      share.getByRole('link', { name: new RegExp(`^${channel.replace(/[()]/g, '\\$&')}`) }),
    ).toBeVisible();
  }
  const link = await share.getByLabel('Link').inputValue();
  expect(link).toMatch(/\/quiz$/);
  await share.getByRole('button', { name: 'Kopieer link' }).click();
  await expect(share.getByRole('status')).toHaveText(/^Link gekopieerd/);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
  await expectAccessible(page);
  if (process.env.E2E_SCREENSHOTS)
    await page.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/quiz-share-phone.png` });
  // One way to close it.
  await expect(share.getByRole('button', { name: /Sluiten|Gereed/ })).toHaveCount(1);
  await share.getByRole('button', { name: 'Sluiten' }).click();
  await expect(share).toHaveCount(0);
});
