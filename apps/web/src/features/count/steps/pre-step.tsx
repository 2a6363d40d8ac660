import { DEFAULT_CAMPAIGN, countdownHeadline, daysUntilPhase2 } from '@tvt/domain';
import preview from '../assets/count-preview.png';
import { StepScreen } from './step-screen.tsx';

/**
 * Spec 2 "pre": the countdown to the count (the same line as home's, from the domain) and a
 * preview of the count screen with a plausible count.
 */
export function PreStep({ daysUntil }: { daysUntil: number | undefined }) {
  const days = daysUntil ?? daysUntilPhase2(new Date(), DEFAULT_CAMPAIGN);
  return (
    <StepScreen step="pre" heading="Telling">
      <p className="count-countdown">{countdownHeadline(days)}</p>
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
