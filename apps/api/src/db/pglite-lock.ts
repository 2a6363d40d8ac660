import { readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';

/** What the lock file holds: who has the data folder. */
interface LockOwner {
  pid: number;
  host: string;
  since: string;
}

/** A second process on one PGlite folder: each would overwrite the other's writes unseen. */
export class PgliteLockedError extends Error {
  constructor(dir: string, lockFile: string, owner: LockOwner) {
    super(
      `the PGlite data folder ${dir} is in use by process ${owner.pid} on ${owner.host} ` +
        `(since ${owner.since}). PGlite serves one process: stop that one first, or use ` +
        `PostgreSQL (DATABASE_URL) for several instances. If no such process runs, delete ${lockFile}.`,
    );
    this.name = 'PgliteLockedError';
  }
}

/** Locks this process took; a file naming our own pid that is not here is a dead run's. */
const held = new Set<string>();

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists, it is only someone else's.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readOwner(file: string): LockOwner | undefined {
  try {
    const owner = JSON.parse(readFileSync(file, 'utf8')) as LockOwner;
    return Number.isInteger(owner.pid) ? owner : undefined;
  } catch {
    return undefined;
  }
}

/** Whether the owner still holds the folder. Another host's lock cannot be checked: it holds. */
function holds(owner: LockOwner, file: string): boolean {
  if (owner.host !== hostname()) return true;
  if (owner.pid === process.pid) return held.has(file);
  return alive(owner.pid);
}

/**
 * Takes `<dir>.lock` for this process (exclusive create), or throws PgliteLockedError naming
 * the holder. A lock left by a crashed process (its pid gone) is taken over. The lock is
 * removed by `release` and, as a last resort, when the process exits.
 */
export function lockPgliteDir(dir: string): () => void {
  const file = `${dir}.lock`;
  const me: LockOwner = { pid: process.pid, host: hostname(), since: new Date().toISOString() };
  for (let attempt = 0; ; attempt++) {
    try {
      writeFileSync(file, JSON.stringify(me), { flag: 'wx' });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || attempt >= 3) throw error;
    }
    const owner = readOwner(file);
    // An unreadable file is a half-written one: another process is taking the lock now.
    if (!owner) throw new PgliteLockedError(dir, file, { pid: 0, host: '?', since: 'now' });
    if (holds(owner, file)) throw new PgliteLockedError(dir, file, owner);
    unlinkSync(file);
  }
  held.add(file);
  const release = () => {
    if (!held.delete(file)) return;
    process.off('exit', release);
    if (readOwner(file)?.pid === process.pid) unlinkSync(file);
  };
  process.on('exit', release);
  return release;
}
