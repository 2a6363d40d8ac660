import { countdownHeadline } from '@tvt/domain';
import preview from '../assets/count-preview.png';
import { nextCountText, type SeasonDates } from './season-dates.ts';
import { StepScreen } from './step-screen.tsx';

/**
 * Spec 2 "pre": the countdown to the count (the same line as home's, from the domain) and a
 * preview of the count screen with a plausible count.
 */
export function PreStep({
  daysUntil,
  next,
}: {
  daysUntil: number | undefined;
  next: SeasonDates | null;
}) {
  // No countdown without the server's dates: never a count that 'begins today' in the past.
  return (
    <StepScreen step="pre" heading="Telling">
      {daysUntil !== undefined && <p className="count-countdown">{countdownHeadline(daysUntil)}</p>}
      <p className="count-lead">
        <strong>De volgende telling:</strong> {nextCountText(next)}
      </p>
      <p className="count-lead">
        Tijdens het telweekend tel je hier een half uur lang de vogels in je tuin of op je balkon.
        Zo ziet het tellen eruit:
      </p>
      <img
        className="count-preview"
        src={preview}
        width="375"
        height="812"
        alt="Voorbeeld van het telscherm: bovenaan het totaal en de teltijd, daaronder tuinvogels met elk een plus- en minknop, zoals Huismus 4 en Koolmees 2."
      />
    </StepScreen>
  );
}
