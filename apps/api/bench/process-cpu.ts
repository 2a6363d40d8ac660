import { readFileSync, readdirSync } from 'node:fs';

/**
 * CPU time (user + system) of the processes of a run, by kind, read from /proc/<pid>/stat. The
 * figure a step costs does not depend on what else the machine runs (other engineers' tests
 * slow a step down, they do not add to its processes' CPU time), so CPU per count is comparable
 * between runs where latencies are not. Linux only; elsewhere every figure is 0.
 */
export type CpuKind =
  'nginx' | 'instances' | 'postgres' | 'autovacuum' | 'postgres-shared' | 'redis' | 'load';

export interface CpuRoots {
  nginx?: number;
  instances: number[];
  redis?: number;
  /** The run's database: its backends and autovacuum workers name it in their title. */
  database: string;
}

/** Clock ticks per second of /proc/<pid>/stat (`getconf CLK_TCK`, 100 on Linux). */
const TICK_MS = 10;

interface Stat {
  name: string;
  ppid: number;
  ms: number;
}

function readStat(pid: number): Stat | undefined {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces and parentheses: fields follow the last ')'.
    const name = text.slice(text.indexOf('(') + 1, text.lastIndexOf(')'));
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    return {
      name,
      ppid: Number(fields[1]),
      ms: (Number(fields[11]) + Number(fields[12])) * TICK_MS,
    };
  } catch {
    return undefined; // exited
  }
}

function title(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
  } catch {
    return '';
  }
}

/**
 * Samples the processes' CPU time every `intervalMs`, keeping each process's last figure, so a
 * process that exits between two readings (a pool's idle connection closing its backend) keeps
 * what it used up to the last sample. `mark()` returns the totals per kind since the start.
 */
export function trackCpu(roots: CpuRoots, intervalMs = 500) {
  const last = new Map<number, { kind: CpuKind; ms: number }>();
  const titles = new Map<number, string>();
  const ofDatabase = new RegExp(`\\s${roots.database}(?:\\s|$)`);

  function sample(): void {
    let pids: number[] = [];
    try {
      pids = readdirSync('/proc')
        .filter((name) => /^\d+$/.test(name))
        .map(Number);
    } catch {
      return;
    }
    const stats = new Map<number, Stat>();
    for (const pid of pids) {
      const stat = readStat(pid);
      if (stat) stats.set(pid, stat);
    }
    const kindOfRoot = new Map<number, CpuKind>([[process.pid, 'load']]);
    if (roots.nginx) kindOfRoot.set(roots.nginx, 'nginx');
    if (roots.redis) kindOfRoot.set(roots.redis, 'redis');
    for (const pid of roots.instances) kindOfRoot.set(pid, 'instances');
    const kindOf = (pid: number): CpuKind | undefined => {
      // A root or a descendant of one (nginx's workers, a launcher's node).
      for (let p = pid, depth = 0; p > 1 && depth < 8; depth++) {
        const kind = kindOfRoot.get(p);
        if (kind) return kind;
        p = stats.get(p)?.ppid ?? 0;
      }
      if (stats.get(pid)?.name !== 'postgres') return undefined;
      let name = titles.get(pid);
      if (name === undefined) titles.set(pid, (name = title(pid)));
      if (ofDatabase.test(name)) return name.includes('autovacuum') ? 'autovacuum' : 'postgres';
      // Another database's backend is another engineer's; the shared processes (checkpointer,
      // wal writer, the postmaster…) serve every database, this run's included.
      return /\(\d+\)|\[local\]|autovacuum worker/.test(name) ? undefined : 'postgres-shared';
    };
    for (const [pid, stat] of stats) {
      const known = last.get(pid);
      const kind = known?.kind ?? kindOf(pid);
      if (kind) last.set(pid, { kind, ms: stat.ms });
    }
  }

  sample();
  const start = new Map([...last].map(([pid, v]) => [pid, v.ms]));
  const timer = setInterval(sample, intervalMs);
  timer.unref();

  return {
    /** CPU ms per kind since tracking started (a fresh sample first). */
    mark(): Record<CpuKind, number> {
      sample();
      const totals: Record<CpuKind, number> = {
        nginx: 0,
        instances: 0,
        postgres: 0,
        autovacuum: 0,
        'postgres-shared': 0,
        redis: 0,
        load: 0,
      };
      for (const [pid, { kind, ms }] of last) totals[kind] += ms - (start.get(pid) ?? 0);
      return totals;
    },
    stop: () => clearInterval(timer),
  };
}

/** `after − before` per kind. */
export function cpuDelta(
  after: Record<CpuKind, number>,
  before: Record<CpuKind, number>,
): Record<CpuKind, number> {
  const out = { ...after };
  for (const k of Object.keys(out) as CpuKind[]) out[k] -= before[k];
  return out;
}

/**
 * CPU ms per item (count or poll) per kind and in total, to 2 decimals. With `base` (what a
 * step of the polls alone used) scaled by `baseShare`, the polls' part is taken off first.
 */
export function cpuPerItem(
  used: Record<CpuKind, number>,
  items: number,
  base?: Record<CpuKind, number>,
  baseShare = 1,
): Record<CpuKind | 'total', number> {
  const out = {} as Record<CpuKind | 'total', number>;
  let total = 0;
  for (const k of Object.keys(used) as CpuKind[]) {
    const ms = used[k] - (base ? base[k] * baseShare : 0);
    total += ms;
    out[k] = Math.round((ms / Math.max(1, items)) * 100) / 100;
  }
  out.total = Math.round((total / Math.max(1, items)) * 100) / 100;
  return out;
}
