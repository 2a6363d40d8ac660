#!/usr/bin/env node
// Development: the API server (restarting on change) and the Vite dev server with hot reload,
// which proxies the API paths to the server. Ctrl-C stops both.
import { spawn } from 'node:child_process';

const root = new URL('..', import.meta.url).pathname;
// The app runs on Vite's origin, so the embedded provider must accept it as a redirect URI.
const env = { OIDC_REDIRECT_URIS: 'http://localhost:5173/', ...process.env };
const children = [
  spawn(process.execPath, ['--watch', 'apps/api/src/server.ts'], {
    cwd: root,
    stdio: 'inherit',
    env,
  }),
  spawn('npm', ['run', 'dev', '-w', '@tvt/web'], { cwd: root, stdio: 'inherit' }),
];

function stop(code = 0) {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  process.exitCode = code;
}

for (const child of children) child.on('exit', (code) => stop(code ?? 0));
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
