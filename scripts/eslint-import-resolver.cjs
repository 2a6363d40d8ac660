'use strict';
// eslint-plugin-import's node resolver does not read package.json "imports" (apps/web's
// `#shared/*`). This resolver maps such specifiers to files, so the import rules (no-cycle, the
// layer boundaries) see those edges too. It answers only for `#…` specifiers; the node resolver
// handles everything else.
const { existsSync, readFileSync } = require('node:fs');
const { dirname, join } = require('node:path');

exports.interfaceVersion = 2;

function match(pattern, target, source) {
  if (typeof target !== 'string') return undefined;
  const star = pattern.indexOf('*');
  if (star === -1) return pattern === source ? target : undefined;
  const prefix = pattern.slice(0, star);
  const suffix = pattern.slice(star + 1);
  if (!source.startsWith(prefix) || !source.endsWith(suffix)) return undefined;
  return target.replace('*', source.slice(prefix.length, source.length - suffix.length));
}

exports.resolve = function resolve(source, file) {
  if (!source.startsWith('#')) return { found: false };
  for (let dir = dirname(file); dir !== dirname(dir); dir = dirname(dir)) {
    const manifest = join(dir, 'package.json');
    if (!existsSync(manifest)) continue;
    const imports = JSON.parse(readFileSync(manifest, 'utf8')).imports ?? {};
    for (const [pattern, target] of Object.entries(imports)) {
      const mapped = match(pattern, target, source);
      if (mapped === undefined) continue;
      const path = join(dir, mapped);
      return existsSync(path) ? { found: true, path } : { found: false };
    }
    return { found: false };
  }
  return { found: false };
};
