import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import { REPO_ROOT } from '../../src/env.ts';

const NODE = join(REPO_ROOT, 'node_modules/.bin/node');
const SERVER = join(REPO_ROOT, 'apps/api/src/server.ts');

/**
 * What a child process of a test inherits: the command path, a home, and the compile cache that
 * `npm test` turns on (scripts/test.mjs), so each server reuses the code its siblings compiled.
 */
export function childEnv(): Record<string, string> {
  const { PATH = '', HOME = '', NODE_COMPILE_CACHE } = process.env;
  return { PATH, HOME, ...(NODE_COMPILE_CACHE ? { NODE_COMPILE_CACHE } : {}) };
}

/** A real `server.ts` child process and what it printed. */
export interface ServerProcess {
  child: ChildProcess;
  output: { stdout: string; stderr: string };
  exit: Promise<number | null>;
  /** Resolves with `http://localhost:PORT` once it listens; rejects when it exits first. */
  started: (timeoutMs?: number) => Promise<string>;
  /** SIGKILL unless it has exited already. */
  kill: () => void;
}

export function startServer(env: Record<string, string>): ServerProcess {
  const child = spawn(NODE, [SERVER], {
    cwd: REPO_ROOT,
    env: { ...childEnv(), LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = { stdout: '', stderr: '' };
  child.stdout?.on('data', (chunk: Buffer) => (output.stdout += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output.stderr += chunk.toString()));
  const exit = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return {
    child,
    output,
    exit,
    async started(timeoutMs = 120_000) {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        const match = /Tuinvogeltelling draait op (http:\/\/localhost:\d+)/.exec(output.stdout);
        if (match) return match[1]!;
        if (child.exitCode !== null) throw new Error(`server exited: ${output.stderr}`);
        await new Promise((r) => setTimeout(r, 100));
      }
      throw new Error(`server did not start: ${output.stderr}`);
    },
    kill() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    },
  };
}
