/** Public entry of the account feature: the account screen, the prefill query, the quiz store. */
export { AccountScreen } from './account-screen.tsx';
export { accountQuizScoreStore } from './account-quiz-store.ts';
export { useAccountUser } from './account-user-query.ts';
