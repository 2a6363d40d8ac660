import type { ReactNode } from 'react';
import { BackIcon } from '#shared/ui/icons.tsx';
import { Screen } from '#shared/shell/screen.tsx';
import type { CountStep } from '../count-draft.ts';
import { backLink } from '../flow-rules.ts';

interface StepScreenProps {
  step: CountStep;
  heading: string;
  go?: (step: CountStep) => void;
  /** The personal step holds only the logged-in account's details (see `backLink`). */
  accountDetailsOnly?: boolean;
  children: ReactNode;
}

/** A count step's frame: the nav bar's back button returns to the previous step (spec 2). */
export function StepScreen({
  step,
  heading,
  go,
  accountDetailsOnly = false,
  children,
}: StepScreenProps) {
  const back = backLink(step, { accountDetailsOnly });
  return (
    <Screen
      heading={heading}
      backTo={false}
      logo={back === undefined}
      left={
        back && go ? (
          <button
            type="button"
            className="nav-bar__back nav-bar__back--button"
            onClick={() => go(back.to)}
          >
            <BackIcon />
            <span>{back.label}</span>
          </button>
        ) : undefined
      }
    >
      <div className={`count-step count-step--${step}`}>{children}</div>
    </Screen>
  );
}

/** A server refusal (400) shown on the step that holds the field. */
export function ProblemBox({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <div className="notice notice--error" role="alert">
      <p className="notice__title">Controleer je telling</p>
      <p>{message}</p>
    </div>
  );
}
