import { spawn } from 'node:child_process';

const FILL_ENTRY = new URL('./fill-child.ts', import.meta.url).pathname;

export type FillKind = 'plausible' | 'generator';
export type FillTarget = { pgliteDir: string } | { databaseUrl: string };

/**
 * Fills a bench database in a process of its own. Made in the bench's process, 200,000 counts
 * left it a heap that slowed autocannon, the load generator, for the rest of the run: bare Node
 * answered 23,854/s for one municipality and 39,957/s for a province, answers of the same size
 * (decision 056).
 */
export async function fillInChild(kind: FillKind, target: FillTarget, counts: number) {
  const where = 'pgliteDir' in target ? `pglite:${target.pgliteDir}` : target.databaseUrl;
  const child = spawn(process.execPath, [FILL_ENTRY, kind, where, String(counts)], {
    stdio: 'inherit',
  });
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', resolve);
  });
  if (code !== 0) throw new Error(`filling the bench database failed (exit ${code})`);
}
