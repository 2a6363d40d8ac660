/** Public entry of the campaign results (issue 14): the screens the thin routes render. */
export { ResultsScreen } from './results-screen.tsx';
export { AreaResultsScreen } from './area-results-screen.tsx';
export { CountResultScreen } from './count-result-screen.tsx';
export { parseResultsYear } from './results-year.tsx';
