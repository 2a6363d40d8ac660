import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../src/env.ts';
import { canGoOn } from '../src/process-guard.ts';
import { childEnv } from './helpers/server-process.ts';

const NODE = join(REPO_ROOT, 'node_modules/.bin/node');
const CHILD = join(REPO_ROOT, 'apps/api/test/helpers/process-guard-child.ts');

/** Runs the child with one fault: its exit code and its JSON log lines. */
function run(fault: string): Promise<{ code: number | null; lines: Record<string, unknown>[] }> {
  return new Promise((resolve) => {
    const child = spawn(NODE, [CHILD, fault], {
      env: childEnv(),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('exit', (code) =>
      resolve({
        code,
        lines: out
          .split('\n')
          .filter(Boolean)
          .map((l) => JSON.parse(l) as Record<string, unknown>),
      }),
    );
  });
}

/** Issue 33: which faults the process survives (logged, briefly not ready) and which end it. */
describe('process guard', { timeout: 30_000 }, () => {
  it('survives an unhandled rejection: logged as an error, not ready for a moment', async () => {
    const { code, lines } = await run('rejection');
    expect(code).toBe(0);
    expect(lines[0]).toMatchObject({ level: 'error', event: 'unhandledRejection' });
    expect(lines.at(-1)).toMatchObject({ msg: 'still running', notReady: true });
  });

  it('survives a lost connection thrown to the event loop', async () => {
    const { code, lines } = await run('lost connection');
    expect(code).toBe(0);
    expect(lines[0]).toMatchObject({
      level: 'error',
      event: 'uncaughtException',
      err: { code: 'ECONNRESET' },
    });
    expect(lines.at(-1)).toMatchObject({ msg: 'still running' });
  });

  it('stops on a programming error thrown to the event loop (exit 1, logged as fatal)', async () => {
    const { code, lines } = await run('bug');
    expect(code).toBe(1);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: 'fatal',
      event: 'uncaughtException',
      err: { type: 'TypeError' },
    });
  });

  it('tells lost connections from bugs', () => {
    const terminated = Object.assign(new Error('terminating connection'), { code: '57P01' });
    expect(canGoOn('uncaughtException', terminated)).toBe(true);
    expect(canGoOn('uncaughtException', new Error('Command timed out'))).toBe(true);
    expect(canGoOn('uncaughtException', new RangeError('Invalid array length'))).toBe(false);
    expect(canGoOn('unhandledRejection', new TypeError('x is undefined'))).toBe(true);
  });
});
