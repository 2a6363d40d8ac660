import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ENV_GROUPS, type EnvGroup } from '../src/env-groups.ts';
import { envSchema } from '../src/env-schema.ts';

/** The row of docs/operations.md's table "Every environment key" for each group. */
const ROW: Record<EnvGroup, string> = {
  requiredInProduction: 'required in production',
  process: 'process',
  optionalServices: 'optional services',
  campaignOverrides: 'campaign overrides',
  limits: 'limits',
  tuning: 'tuning (tests)',
};

function operationsTable(): Map<string, string[]> {
  const text = readFileSync(new URL('../../../docs/operations.md', import.meta.url), 'utf8');
  const section = text.slice(text.indexOf('## Every environment key'));
  const rows = new Map<string, string[]>();
  for (const line of section.split('\n').slice(1)) {
    if (line.startsWith('## ')) break;
    const cells = /^\| ([^|]+?) +\| (.*) \|$/.exec(line);
    if (!cells || cells[1] === 'group' || cells[1]!.startsWith('-')) continue;
    // Keys are the backticked names; values such as `production` or `MAIL_TRANSPORT=outbox` are not.
    const keys = [...cells[2]!.matchAll(/`([A-Z][A-Z0-9_]+)`/g)].map((m) => m[1]!);
    rows.set(cells[1]!, keys);
  }
  return rows;
}

describe('the operator configuration schema', () => {
  it('puts every environment key in exactly one group', () => {
    const grouped: string[] = Object.values(ENV_GROUPS).flat();
    expect([...grouped].sort()).toEqual(Object.keys(envSchema.shape).sort());
    expect(new Set(grouped).size).toBe(grouped.length);
  });

  it('is the table in docs/operations.md, group by group', () => {
    const table = operationsTable();
    expect([...table.keys()]).toEqual(Object.values(ROW));
    for (const [group, keys] of Object.entries(ENV_GROUPS)) {
      expect(table.get(ROW[group as EnvGroup]), group).toEqual(keys);
    }
  });
});
