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
    environment: 'jsdom',
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
  },
});
