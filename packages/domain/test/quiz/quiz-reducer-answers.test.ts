import { describe, expect, it } from 'vitest';
import { currentQuestion, initialQuizState } from '../../src/index.ts';
import { answerRight, answerWrong, reducer, run, started } from './quiz-helpers.ts';

describe('intro', () => {
  it('the first option click moves to question and starts the timer without scoring', () => {
    const s = started();
    expect(s).toMatchObject({ status: 'question', timerRunning: true, score: 0, index: 0 });
  });
  it('the timer does not move in intro', () => {
    expect(reducer(initialQuizState(), { type: 'tick' }).elapsed).toBe(0);
  });
});

describe('question, correct answer', () => {
  it('adds one, moves to the next question and reshuffles its options', () => {
    const s = answerRight(started());
    expect(s).toMatchObject({ status: 'question', score: 1, index: 1 });
    expect(currentQuestion(s)?.options.map((o) => o.name)).toEqual(['Ekster', 'Kauw', 'Mus']);
  });

  it('announces a new high score once it is beaten, and stops the timer', () => {
    let s = started(1, 10);
    s = answerRight(s);
    expect(s.status).toBe('question');
    s = answerRight(s);
    expect(s).toMatchObject({
      status: 'new-highscore',
      score: 2,
      timerRunning: false,
      highScoreAnnounced: true,
    });
  });

  it('an equal score with a longer time is a new high score, with an equal time it is not', () => {
    let longer = run(
      started(1, 3),
      { type: 'tick' },
      { type: 'tick' },
      { type: 'tick' },
      { type: 'tick' },
    );
    longer = answerRight(longer);
    expect(longer.status).toBe('new-highscore');
    let equal = run(started(1, 3), { type: 'tick' }, { type: 'tick' }, { type: 'tick' });
    equal = answerRight(equal);
    expect(equal.status).toBe('question');
  });

  it('announces only once per run', () => {
    let s = answerRight(started(0, 0));
    expect(s.status).toBe('new-highscore');
    s = reducer(s, { type: 'nextQuestion' });
    s = answerRight(s);
    expect(s).toMatchObject({ status: 'question', score: 2 });
  });
});

describe('new-highscore', () => {
  it("'Naar de volgende vraag' returns to question and resumes the timer from the elapsed time", () => {
    let s = run(started(0, 0), { type: 'tick' }, { type: 'tick' });
    s = answerRight(s);
    expect(s.status).toBe('new-highscore');
    s = reducer(s, { type: 'tick' });
    expect(s.elapsed).toBe(2);
    s = run(s, { type: 'nextQuestion' }, { type: 'tick' });
    expect(s).toMatchObject({ status: 'question', timerRunning: true, elapsed: 3 });
  });
});

describe('question, wrong answer', () => {
  it('below the high score: wrong-answer, timer stopped, score saved', () => {
    let s = run(started(5, 10), { type: 'tick' });
    s = answerWrong(answerRight(s));
    expect(s).toMatchObject({
      status: 'wrong-answer',
      timerRunning: false,
      score: 1,
      pendingSave: { score: 1, time: 1 },
      highScore: { highscore: 5, highscoretime: 10 },
    });
  });

  it('a score of 0 is not saved', () => {
    const s = answerWrong(started());
    expect(s).toMatchObject({ status: 'wrong-answer', pendingSave: null });
  });

  it('above the high score: the high score is updated and the state is new-highscore-wrong', () => {
    let s = run(started(1, 10), { type: 'tick' });
    s = answerRight(s);
    s = run(answerRight(s), { type: 'nextQuestion' });
    s = answerWrong(s);
    expect(s).toMatchObject({
      status: 'new-highscore-wrong',
      highScore: { highscore: 2, highscoretime: 1 },
      pendingSave: { score: 2, time: 1 },
    });
  });

  it('equal to the high score is a plain wrong-answer (the spec says "above")', () => {
    const s = answerRight(started(1, 0));
    expect(s).toMatchObject({ status: 'question', score: 1 });
    expect(answerWrong(s)).toMatchObject({
      status: 'wrong-answer',
      highScore: { highscore: 1, highscoretime: 0 },
    });
  });
});
