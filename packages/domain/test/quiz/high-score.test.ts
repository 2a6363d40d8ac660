import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  QUIZ_STORAGE_KEYS,
  applyQuizResult,
  isNewHighScore,
  parseStoredInt,
  quizScoreBodySchema,
  readStoredQuizRecord,
  toFieldError,
} from '../../src/index.ts';

const best = { highscore: 5, highscoretime: 40 };

describe('high score rule (spec 5)', () => {
  it('a higher score wins whatever the time', () => {
    expect(isNewHighScore(6, 1, best)).toBe(true);
  });
  it('an equal score wins only with a longer time', () => {
    expect(isNewHighScore(5, 41, best)).toBe(true);
    expect(isNewHighScore(5, 40, best)).toBe(false);
    expect(isNewHighScore(5, 39, best)).toBe(false);
  });
  it('a lower score never wins', () => {
    expect(isNewHighScore(4, 1000, best)).toBe(false);
  });
});

describe('stored values (spec 5: parsed as integers)', () => {
  it.each([
    ['12', 12],
    ['12.9', 12],
    [' 7', 7],
    ['abc', 0],
    ['', 0],
    [null, 0],
    [undefined, 0],
  ] as const)('%j → %i', (raw, n) => {
    expect(parseStoredInt(raw)).toBe(n);
  });

  it('reads the three local keys', () => {
    const store: Record<string, string> = {
      quizHighscore: '8',
      quizHighscoreTime: '61',
      quizTotalpoints: '30',
    };
    expect(QUIZ_STORAGE_KEYS).toEqual({
      highscore: 'quizHighscore',
      highscoretime: 'quizHighscoreTime',
      totalpoints: 'quizTotalpoints',
    });
    expect(readStoredQuizRecord((k) => store[k] ?? null)).toEqual({
      highscore: 8,
      highscoretime: 61,
      totalpoints: 30,
    });
  });
});

describe('saving a run (device and account service)', () => {
  const record = { highscore: 5, highscoretime: 40, totalpoints: 20 };
  it('raises the high score by the rule and adds the points', () => {
    expect(applyQuizResult(record, { score: 6, time: 10 })).toEqual({
      highscore: 6,
      highscoretime: 10,
      totalpoints: 26,
    });
    expect(applyQuizResult(record, { score: 5, time: 50 })).toEqual({
      highscore: 5,
      highscoretime: 50,
      totalpoints: 25,
    });
  });
  it('never lowers it', () => {
    expect(applyQuizResult(record, { score: 5, time: 30 })).toEqual({ ...record, totalpoints: 25 });
    expect(applyQuizResult(record, { score: 2, time: 999 })).toEqual({
      ...record,
      totalpoints: 22,
    });
  });
  it('the high score never decreases, whatever is posted (property)', () => {
    const result = fc.record({ score: fc.nat(1000), time: fc.nat(86_400) });
    fc.assert(
      fc.property(fc.array(result), (results) => {
        let current = { highscore: 0, highscoretime: 0, totalpoints: 0 };
        for (const r of results) {
          const next = applyQuizResult(current, r);
          expect(next.highscore).toBeGreaterThanOrEqual(current.highscore);
          current = next;
        }
      }),
    );
  });
});

describe('quizScoreBodySchema (POST /user/quiz)', () => {
  it('accepts whole numbers', () => {
    expect(quizScoreBodySchema.parse({ score: 7, time: 95 })).toEqual({ score: 7, time: 95 });
  });
  it.each([
    [{ score: -1, time: 1 }, 'score'],
    [{ score: 1.5, time: 1 }, 'score'],
    [{ score: '7', time: 1 }, 'score'],
    [{ score: 1, time: 86_401 }, 'time'],
    [{ score: 1 }, 'time'],
  ])('refuses %j', (body, field) => {
    const result = quizScoreBodySchema.safeParse(body);
    expect(result.success).toBe(false);
    if (!result.success) expect(toFieldError(result.error).field).toBe(field);
  });
});
