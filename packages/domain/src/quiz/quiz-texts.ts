import { speciesNameInText } from '../format/species-name.ts';
import { QUIZ_EXPLANATION } from './quiz-explanation.ts';

/** Spec 9 "Quiz" texts. */
export const QUIZ_TEXTS = {
  headline: 'Quiz',
  explanation: QUIZ_EXPLANATION,
  yourScore: 'Jouw score is',
  yourNewScore: 'Jouw nieuwe score is',
  highScore: 'Hoogste score',
  speed: 'Snelheid',
  points: 'Punten',
  nextQuestion: 'Naar de volgende vraag',
  share: 'Deel jouw score',
  stopQuiz: 'Stop met quizen',
  improve: 'Verbeter jouw score',
  tryAgain: 'Probeer het opnieuw',
  party: 'Toch genoeg reden voor een feestje!',
  stop: 'Stop',
  explain: 'Uitleg',
} as const;

/** Spec 9, with the name in lower case as Dutch writes it mid-sentence ('de koolmees'). */
export function questionText(name: string): string {
  return `Welke van deze vogels is de ${speciesNameInText(name)}?`;
}

/** Spec 9: 'Dit is een torenvalk', naming the bird that was asked. */
export function answerText(name: string): string {
  return `Dit is een ${speciesNameInText(name)}`;
}

/**
 * A score worth sharing (issue 30): 'Mijn score is 0' invites nobody, so a first wrong answer
 * offers no share.
 */
export function canShareQuizScore(score: number): boolean {
  return score > 0;
}

export function quizShareText(score: number): string {
  return `Hoe goed ben jij in het herkennen van tuinvogels? Mijn score is ${score}. Doe je ook mee?`;
}

/** The link shared with the text: the product site's /quiz page. */
export function quizShareUrl(siteOrigin: string): string {
  return `${siteOrigin.replace(/\/+$/, '')}/quiz`;
}

/** Spec 9: the share title is the campaign name prefixed with 'Mijn'. */
export function quizShareTitle(campaignName: string): string {
  return `Mijn ${campaignName}`;
}

/** Spec 4: m:ss, or h:mm:ss from one hour on. */
export function formatQuizTime(totalSeconds: number): string {
  const s = Math.max(0, Math.floor(totalSeconds));
  const hours = Math.floor(s / 3600);
  const minutes = Math.floor((s % 3600) / 60);
  const seconds = String(s % 60).padStart(2, '0');
  return hours > 0
    ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}`
    : `${minutes}:${seconds}`;
}
