import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// One runner for every workspace; each project keeps its own environment.
export default defineConfig({
  test: {
    projects: ['packages/domain', 'packages/contract', 'packages/content', 'apps/api', 'apps/web'],
    // Vitest's default is one worker less than the cores: one worker on a 2-core machine. The
    // API tests wait on databases, sockets and child processes about half the time, so two
    // workers there keep both cores busy (the PGlite tier: 247 s → 160 s alone).
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
