import { installProcessGuard } from '../../src/process-guard.ts';

/**
 * A child process for process-guard.test.ts: installs the guard, causes the fault named in
 * argv[2], and says whether it is still running half a second later (then exits 0 itself).
 */
let notReadyUntil = 0;
const line = (level: string) => (object: object, msg: string) =>
  process.stdout.write(`${JSON.stringify({ level, ...object, msg })}\n`);
installProcessGuard({
  log: { error: line('error'), fatal: line('fatal') },
  markNotReadyUntil: (at) => (notReadyUntil = at),
  stop: (_reason, code) => process.exit(code),
});

const faults: Record<string, () => void> = {
  rejection: () => void Promise.reject(new Error('nobody awaited this')),
  'lost connection': () =>
    setTimeout(() => {
      throw Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' });
    }),
  bug: () =>
    setTimeout(() => {
      (undefined as unknown as { x: () => void }).x();
    }),
};
faults[process.argv[2] ?? '']!();
setTimeout(() => {
  line('info')({ notReady: notReadyUntil > Date.now() }, 'still running');
  process.exit(0);
}, 500);
