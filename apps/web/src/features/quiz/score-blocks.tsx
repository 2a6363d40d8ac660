import { formatQuizTime, QUIZ_TEXTS } from '@tvt/domain';

interface ScoreBlocksProps {
  highScore: number;
  /** Seconds, shown as m:ss or h:mm:ss. */
  seconds: number;
  points: number;
  /** The live timer during a question: exposed as a timer, not announced every second. */
  live?: boolean;
}

/** Spec 9: 'Hoogste score', 'Snelheid', 'Punten'. */
export function ScoreBlocks({ highScore, seconds, points, live = false }: ScoreBlocksProps) {
  return (
    <dl className="score-blocks">
      <div className="score-block">
        <dt>{QUIZ_TEXTS.highScore}</dt>
        <dd>{highScore}</dd>
      </div>
      <div className="score-block">
        <dt>{QUIZ_TEXTS.speed}</dt>
        <dd>
          <span role={live ? 'timer' : undefined}>{formatQuizTime(seconds)}</span>
        </dd>
      </div>
      <div className="score-block">
        <dt>{QUIZ_TEXTS.points}</dt>
        <dd>{points}</dd>
      </div>
    </dl>
  );
}
