/** The count's steps after the first: one chunk, loaded on demand (../count-steps.tsx). */
export { CountPlaceStep } from './count-place-step.tsx';
export { DoneStep } from './done-step.tsx';
export { PersonalStep } from './personal-step.tsx';
export { SummaryStep } from './summary-step.tsx';
