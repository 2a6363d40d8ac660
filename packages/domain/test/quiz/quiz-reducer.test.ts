import { describe, expect, it } from 'vitest';
import {
  createQuizReducer,
  currentQuestion,
  initialQuizState,
  needsMoreQuestions,
  showsTopBarActions,
  type QuizAction,
  type QuizQuestion,
  type QuizState,
} from '../../src/index.ts';

function question(name: string): QuizQuestion {
  return {
    name,
    image: `${name}.jpg`,
    options: [
      { name, image: '', correct: true, text: `Dit is een ${name}` },
      { name: 'Ekster', image: '', correct: false },
      { name: 'Kauw', image: '', correct: false },
    ],
  };
}

// Random 0 rotates the options by one: the correct option of a reshuffled question moves.
const reducer = createQuizReducer(() => 0);
const run = (state: QuizState, ...actions: QuizAction[]) => actions.reduce(reducer, state);
const correctIndex = (s: QuizState) => currentQuestion(s)!.options.findIndex((o) => o.correct);
const wrongIndex = (s: QuizState) => currentQuestion(s)!.options.findIndex((o) => !o.correct);
const answerRight = (s: QuizState) => reducer(s, { type: 'answer', optionIndex: correctIndex(s) });
const answerWrong = (s: QuizState) => reducer(s, { type: 'answer', optionIndex: wrongIndex(s) });

function started(highscore = 2, highscoretime = 10): QuizState {
  return run(
    initialQuizState(),
    { type: 'highScoreLoaded', highScore: { highscore, highscoretime } },
    {
      type: 'questionsLoaded',
      questions: ['Merel', 'Mus', 'Koolmees', 'Roodborst', 'Vink'].map(question),
    },
    { type: 'answer', optionIndex: 1 },
  );
}

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
    let s = answerRight(started(1, 0));
    s = run(s, { type: 'nextQuestion' });
    expect(answerWrong(answerWrong(s)).status).toBe('wrong-answer');
  });
});

describe('after a wrong answer', () => {
  const wrong = () => answerWrong(answerRight(started(5, 10)));

  it("'Deel jouw score' opens the share overlay", () => {
    const s = reducer(wrong(), { type: 'share' });
    expect(s.shareOpen).toBe(true);
    expect(reducer(s, { type: 'closeShare' }).shareOpen).toBe(false);
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
