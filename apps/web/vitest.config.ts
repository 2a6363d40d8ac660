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
  },
});
