import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  define: {
    __BUILD_ID__: JSON.stringify('test'),
    __BUILD_TIME__: JSON.stringify('2025-01-24T07:00:00.000Z'),
  },
  test: {
    name: '@tvt/web',
    // Plain Node for most files; a file that renders or needs the browser's storage says
    // `// @vitest-environment jsdom` on its first line, so only those pay for jsdom's setup.
    environment: 'node',
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
  },
});
