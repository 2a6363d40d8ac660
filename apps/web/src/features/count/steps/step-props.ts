import type { RuntimeConfig } from '#shared/config/runtime-config.ts';
import type { CountDraft, CountStep } from '../count-draft.ts';
import type { DraftUpdate } from '../count-draft-state.ts';

/** What every filling-in step gets from the flow. */
export interface StepProps {
  draft: CountDraft;
  update: DraftUpdate;
  go: (step: CountStep) => void;
  config: RuntimeConfig;
}

/** A 400 from the server: its message and the field it names. */
export interface ServerProblem {
  message: string;
  field: string | undefined;
  step: CountStep;
}
