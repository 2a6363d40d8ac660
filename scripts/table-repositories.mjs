// How many modules and files in apps/api/src name each table (its Drizzle schema export or SQL
// naming it), most first: the figure behind "one owner per table" (apps/api/database-boundary
// .config.js declares the owners). Usage: node scripts/table-repositories.mjs [--files] [src]
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root =
  process.argv.slice(2).find((a) => !a.startsWith('--')) ??
  join(import.meta.dirname, '../apps/api/src');
const symbols = new Map();
for (const file of readdirSync(join(root, 'db/schema'))) {
  const text = readFileSync(join(root, 'db/schema', file), 'utf8');
  for (const [, name, table] of text.matchAll(/export const (\w+) = pgTable\(\s*'(\w+)'/g)) {
    symbols.set(name, table);
  }
}
const uses = new Map([...new Set(symbols.values())].map((table) => [table, new Set()]));
const files = [];
const walk = (folder) => {
  for (const entry of readdirSync(folder)) {
    const path = join(folder, entry);
    if (statSync(path).isDirectory()) {
      if (path !== join(root, 'db')) walk(path);
    } else if (path.endsWith('.ts')) files.push(path);
  }
};
walk(root);
for (const path of files) {
  const text = readFileSync(path, 'utf8');
  const name = path.slice(root.length + 1);
  for (const [, list] of text.matchAll(
    /import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*'[^']*db\/schema[^']*'/g,
  )) {
    for (const item of list.split(',')) {
      const imported = item
        .trim()
        .replace(/^type\s+/, '')
        .split(/\s+as\s+/)[0];
      if (symbols.has(imported)) uses.get(symbols.get(imported)).add(name);
    }
  }
  for (const [, table] of text.matchAll(/\b(?:from|join|into|update)\s+"?(\w+)/gi)) {
    uses.get(table)?.add(name);
  }
}
const showFiles = process.argv.includes('--files');
const moduleOf = (file) => (file.startsWith('modules/') ? file.split('/')[1] : file);
const rows = [...uses].map(([table, found]) => [table, new Set([...found].map(moduleOf)), found]);
rows.sort((a, b) => b[1].size - a[1].size || b[2].size - a[2].size);
console.log('modules files table');
for (const [table, modules, found] of rows) {
  const list = showFiles ? `  ${[...found].join(' ')}` : '';
  console.log(
    `${String(modules.size).padStart(7)} ${String(found.size).padStart(5)} ${table}${list}`,
  );
}
