/** Public entry of the campaign phase: the provider (root layout) and the hook. */
export { PhaseProvider, usePhase } from './phase-context.tsx';
export { phaseInfoOf, phaseQuery, type PhaseInfo } from './phase-query.ts';
