import preview from '../assets/count-preview.png';
import { StepScreen } from './step-screen.tsx';

/** Spec 2 "pre": the countdown to the count and a preview of the count screen. */
export function PreStep({ daysUntil }: { daysUntil: number | undefined }) {
  return (
    <StepScreen step="pre" heading="Telling">
      {daysUntil !== undefined && (
        <p className="count-countdown">
          Nog {daysUntil} {daysUntil === 1 ? 'dag' : 'dagen'}
        </p>
      )}
      <p className="count-lead">
        Tijdens het telweekend tel je hier een half uur lang de vogels in je tuin of op je balkon.
        Zo ziet het tellen eruit:
      </p>
      <img
        className="count-preview"
        src={preview}
        width="375"
        height="812"
        alt="Voorbeeld van het telscherm: een raster met tuinvogels, elk met een plus- en minknop om te tellen."
      />
    </StepScreen>
  );
}
