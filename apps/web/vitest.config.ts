import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  test: {
    name: '@tvt/web',
    // Plain Node for most files; a file that renders or needs the browser's storage says
    // `// @vitest-environment jsdom` on its first line, so only those pay for jsdom's setup.
    environment: 'node',
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    // A test fails on console.error unless it allows the line (test/console-errors.ts).
    setupFiles: ['test/console-errors.ts'],
    // Files share a worker's module cache (each still gets its own environment): no test file
    // keeps state in a module, and a shuffled order passes alike. Isolation cost 42 → 23
    // busy core-seconds for this project (decision 064).
    isolate: false,
  },
});
