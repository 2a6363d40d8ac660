// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { localQuizScoreStore } from './quiz-score-store.ts';

describe('local quiz score store', () => {
  beforeEach(() => localStorage.clear());

  it('starts at zero and reads stored values as integers', async () => {
    const store = localQuizScoreStore(localStorage);
    expect(await store.load()).toEqual({ highscore: 0, highscoretime: 0, totalpoints: 0 });
    localStorage.setItem('quizHighscore', '7.9');
    localStorage.setItem('quizHighscoreTime', '42s');
    localStorage.setItem('quizTotalpoints', 'veel');
    expect(await store.load()).toEqual({ highscore: 7, highscoretime: 42, totalpoints: 0 });
  });

  it('adds points and only raises the high score', async () => {
    const store = localQuizScoreStore(localStorage);
    expect(await store.save({ score: 5, time: 30 })).toEqual({
      highscore: 5,
      highscoretime: 30,
      totalpoints: 5,
    });
    expect(await store.save({ score: 3, time: 10 })).toEqual({
      highscore: 5,
      highscoretime: 30,
      totalpoints: 8,
    });
    // Equal score with a longer time is the new high score (spec 5).
    expect(await store.save({ score: 5, time: 45 })).toEqual({
      highscore: 5,
      highscoretime: 45,
      totalpoints: 13,
    });
    expect(localStorage.getItem('quizHighscore')).toBe('5');
    expect(localStorage.getItem('quizHighscoreTime')).toBe('45');
    expect(localStorage.getItem('quizTotalpoints')).toBe('13');
  });
});
