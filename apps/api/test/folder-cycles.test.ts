import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = fileURLToPath(new URL('../src', import.meta.url));

/**
 * The folder a file belongs to: a module (`modules/<name>`, its subfolders with it), another
 * top folder (`db`, `plugins`, `pages`…), or the file itself at the top (the composition root,
 * app.ts, env.ts: each its own place).
 */
export function folderOf(path: string): string {
  const parts = path.split('/');
  if (parts.length === 1) return path;
  return parts[0] === 'modules' ? parts.slice(0, 2).join('/') : parts[0]!;
}

/** Every relative import of every source file, type-only ones too: the design's arrows. */
function sourceGraph(): Map<string, Map<string, string[]>> {
  const graph = new Map<string, Map<string, string[]>>();
  const files = readdirSync(SRC, { recursive: true, encoding: 'utf8' }).filter((file) =>
    /\.tsx?$/.test(file),
  );
  for (const file of files) {
    const code = readFileSync(join(SRC, file), 'utf8');
    for (const [, specifier] of code.matchAll(/(?:from|import)\s*\(?\s*['"](\.[^'"]+)['"]/g)) {
      const target = relative(SRC, resolve(SRC, dirname(file), specifier!));
      const [from, to] = [folderOf(file), folderOf(target)];
      if (from === to || target.startsWith('..')) continue;
      const edges = graph.get(from) ?? new Map<string, string[]>();
      graph.set(from, edges.set(to, [...(edges.get(to) ?? []), `${file} → ${specifier}`]));
    }
  }
  return graph;
}

/** The strongly connected groups of more than one folder (Tarjan), each with its arrows. */
export function circles(graph: Map<string, Map<string, string[]>>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const found: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node)!);
    stack.push(node);
    for (const next of graph.get(node)?.keys() ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (stack.includes(next)) {
        low.set(node, Math.min(low.get(node)!, index.get(next)!));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const group = stack.splice(stack.indexOf(node));
    if (group.length > 1) {
      found.push(
        group.flatMap((from) =>
          [...(graph.get(from) ?? [])]
            .filter(([to]) => group.includes(to))
            .map(([to, via]) => `${from} → ${to} (${via[0]})`),
        ),
      );
    }
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}

describe('folders of apps/api/src', () => {
  it('import each other in one direction only: no circle of folders', () => {
    expect(circles(sourceGraph())).toEqual([]);
  });

  it('would name a circle (the check itself)', () => {
    const graph = new Map([
      ['db', new Map([['modules/birds', ['db/seed.ts → ../modules/birds/repository.ts']]])],
      ['modules/birds', new Map([['db', ['modules/birds/repository.ts → ../../db/x.ts']]])],
      ['plugins', new Map([['db', ['plugins/health.ts → ../db/readiness.ts']]])],
    ]);
    expect(circles(graph)).toEqual([
      [
        'db → modules/birds (db/seed.ts → ../modules/birds/repository.ts)',
        'modules/birds → db (modules/birds/repository.ts → ../../db/x.ts)',
      ],
    ]);
    expect(folderOf('modules/recognition/recognisers/detector.ts')).toBe('modules/recognition');
    expect(folderOf('composition-root.ts')).toBe('composition-root.ts');
  });
});
