import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BIRDS } from '@tvt/content';
import { answerText } from '@tvt/domain';
import { quizResponse } from '@tvt/contract';
import { drawQuestions, prepareDeck } from '../src/modules/quiz/questions.ts';
import type { QuizCandidate } from '../src/modules/birds/traits-repository.ts';
import { type TestApp, createTestApp } from './helpers/test-app.ts';

interface Question {
  name: string;
  image: string;
  options: { name: string; image: string; correct: boolean; text: string }[];
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const quiz = async () =>
  (await t.app.inject({ method: 'GET', url: '/api/bird/v1/birds/quiz?source=tvt' })).json<{
    data: Question[];
  }>().data;

/** A fixed sequence instead of Math.random, so a unit test can pin the outcome. */
function seeded(seed: number): () => number {
  let s = seed;
  return () => {
    s = (s * 1_103_515_245 + 12_345) % 2 ** 31;
    return s / 2 ** 31;
  };
}

const pool: QuizCandidate[] = BIRDS.map((b) => ({
  id: b.id,
  name: b.name,
  sizeClass: b.sizeClass,
  silhouette: b.silhouette,
  similar: [...b.similar],
}));

describe('quiz questions', () => {
  it('answers ten questions about ten species, each with four options and one right answer', async () => {
    const questions = await quiz();
    expect(questions).toHaveLength(10);
    expect(new Set(questions.map((q) => q.name)).size).toBe(10);
    for (const q of questions) {
      expect(q.options).toHaveLength(4);
      expect(new Set(q.options.map((o) => o.name)).size).toBe(4);
      const right = q.options.filter((o) => o.correct);
      expect(right).toHaveLength(1);
      expect(right[0]!.name).toBe(q.name);
      expect(right[0]!.image).toBe(q.image);
      expect(q.image).toMatch(/^\/media\/birds\/[a-z-]+\/default\.svg\?v=/);
      for (const o of q.options) expect(o.text).toBe(answerText(o.name));
    }
  });

  it('is random per request', async () => {
    const first = (await quiz()).map((q) => q.name).join();
    const second = (await quiz()).map((q) => q.name).join();
    const third = (await quiz()).map((q) => q.name).join();
    expect(new Set([first, second, third]).size).toBeGreaterThan(1);
  });

  it('answers what the contract describes', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/bird/v1/birds/quiz' });
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(quizResponse.safeParse(response.json()).success).toBe(true);
  });

  const deck = prepareDeck(pool, (id) => `/img/${id}.svg`);
  const wrongFor = (name: string, seed: number) => {
    const question = drawQuestions(deck, seeded(seed), deck.cards.length).find(
      (q) => q.name === name,
    )!;
    return question.options.filter((o) => !o.correct).map((o) => o.name);
  };

  it('picks wrong answers that look alike: similar species first, then same shape and size', () => {
    for (let seed = 1; seed < 20; seed += 1) {
      const wrong = wrongFor('Koolmees', seed);
      expect(wrong).toHaveLength(3);
      expect(wrong).not.toContain('Koolmees');
      expect(wrong).toEqual(expect.arrayContaining(['Pimpelmees', 'Zwarte mees']));
    }
    const merel = pool.find((c) => c.id === 'merel')!;
    for (const name of wrongFor('Merel', 3)) {
      const c = pool.find((p) => p.name === name)!;
      const alike =
        merel.similar.includes(c.id) ||
        c.similar.includes('merel') ||
        c.sizeClass === merel.sizeClass;
      expect(alike, c.id).toBe(true);
    }
  });

  it('varies the wrong answers within a tier between draws', () => {
    const seen = new Set<string>();
    for (let seed = 1; seed < 40; seed += 1) for (const n of wrongFor('Merel', seed)) seen.add(n);
    expect(seen.size).toBeGreaterThan(3);
  });

  it('builds questions only for species with a drawing', () => {
    const withoutKoolmees = prepareDeck(pool, (id) => (id === 'koolmees' ? '' : `/img/${id}`));
    const questions = drawQuestions(withoutKoolmees, seeded(7), 200);
    expect(questions).toHaveLength(pool.length - 1);
    expect(questions.flatMap((q) => q.options.map((o) => o.image))).not.toContain('');
    expect(questions.flatMap((q) => q.options.map((o) => o.name))).not.toContain('Koolmees');
  });
});
