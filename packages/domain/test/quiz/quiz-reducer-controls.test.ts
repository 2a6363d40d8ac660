import { describe, expect, it } from 'vitest';
import {
  canShareQuizScore,
  initialQuizState,
  needsMoreQuestions,
  showsTopBarActions,
} from '../../src/index.ts';
import { answerRight, answerWrong, question, reducer, run, started } from './quiz-helpers.ts';

describe('after a wrong answer', () => {
  const wrong = () => answerWrong(answerRight(started(5, 10)));

  it("'Deel jouw score' opens the share overlay", () => {
    const s = reducer(wrong(), { type: 'share' });
    expect(s.shareOpen).toBe(true);
    expect(reducer(s, { type: 'closeShare' }).shareOpen).toBe(false);
  });

  it('a score of 0 offers no share (issue 30)', () => {
    const nothing = answerWrong(started(5, 10));
    expect(nothing.score).toBe(0);
    expect(reducer(nothing, { type: 'share' }).shareOpen).toBe(false);
    expect(canShareQuizScore(0)).toBe(false);
    expect(canShareQuizScore(1)).toBe(true);
  });

  it("'Stop met quizen' goes to intro with a reset", () => {
    const before = wrong();
    const s = reducer(before, { type: 'stopQuiz' });
    expect(s).toMatchObject({
      status: 'intro',
      score: 0,
      index: 0,
      elapsed: 0,
      questions: [],
      timerRunning: false,
    });
    expect(s.reloadGeneration).toBe(before.reloadGeneration + 1);
  });

  it("'Verbeter jouw score' goes back to question with a reset", () => {
    const s = reducer(wrong(), { type: 'improve' });
    expect(s).toMatchObject({ status: 'question', score: 0, questions: [], timerRunning: true });
    expect(reducer(s, { type: 'tick' }).elapsed).toBe(0);
    const loaded = run(
      s,
      { type: 'questionsLoaded', questions: [question('Vink')] },
      { type: 'tick' },
    );
    expect(loaded.elapsed).toBe(1);
  });

  it("'Probeer het opnieuw' after new-highscore-wrong restarts with the timer", () => {
    let s = answerWrong(reducer(answerRight(started(0, 0)), { type: 'nextQuestion' }));
    expect(s.status).toBe('new-highscore-wrong');
    s = reducer(s, { type: 'retry' });
    expect(s).toMatchObject({
      status: 'question',
      score: 0,
      highScoreAnnounced: false,
      timerRunning: true,
    });
  });

  it('buttons of other states do nothing', () => {
    const s = started();
    for (const type of ['share', 'stopQuiz', 'improve', 'retry', 'nextQuestion'] as const) {
      expect(reducer(s, { type })).toBe(s);
    }
  });
});

describe("top bar 'Stop' and 'Uitleg'", () => {
  it('shows during question and new-highscore only', () => {
    expect(showsTopBarActions(started())).toBe(true);
    expect(showsTopBarActions(initialQuizState())).toBe(false);
    expect(showsTopBarActions(answerWrong(started()))).toBe(false);
  });

  it("'Stop' goes to intro, saves the score, resets and stops the timer", () => {
    const s = reducer(run(answerRight(started(5)), { type: 'tick' }), { type: 'stop' });
    expect(s).toMatchObject({
      status: 'intro',
      timerRunning: false,
      score: 0,
      questions: [],
      pendingSave: { score: 1, time: 1 },
    });
    expect(reducer(s, { type: 'saved' }).pendingSave).toBeNull();
  });

  it("'Uitleg' pauses the timer and closing it resumes", () => {
    let s = reducer(started(), { type: 'openExplanation' });
    expect(s).toMatchObject({ explanationOpen: true, timerRunning: false });
    expect(reducer(s, { type: 'tick' }).elapsed).toBe(0);
    s = reducer(s, { type: 'closeExplanation' });
    expect(s).toMatchObject({ explanationOpen: false, timerRunning: true });
  });

  it('closing the explanation keeps a stopped timer stopped', () => {
    let s = answerRight(started(0, 0));
    s = run(s, { type: 'openExplanation' }, { type: 'closeExplanation' });
    expect(s.timerRunning).toBe(false);
  });
});

describe('questions supply', () => {
  it('asks for more when fewer than 3 remain', () => {
    let s = started();
    expect(needsMoreQuestions(s)).toBe(false);
    s = answerRight(answerRight(s));
    expect(s.questions.length - s.index).toBe(3);
    expect(needsMoreQuestions(s)).toBe(false);
    s = answerRight(s);
    expect(needsMoreQuestions(s)).toBe(true);
  });
  it('appends loaded questions', () => {
    const s = reducer(started(), { type: 'questionsLoaded', questions: [question('Spreeuw')] });
    expect(s.questions).toHaveLength(6);
  });
  it('ignores an answer to an option that does not exist', () => {
    const s = started();
    expect(reducer(s, { type: 'answer', optionIndex: 9 })).toBe(s);
  });
});
