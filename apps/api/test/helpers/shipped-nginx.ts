import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { REPO_ROOT } from '../../src/env.ts';
import { freePort } from './redis-server.ts';

export const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
const run = promisify(execFile);

export interface ShippedNginx {
  httpPort: number;
  httpsPort: number;
  /** `https://localhost:<port>` (a self-signed certificate: callers accept it). */
  origin: string;
  /** The master process (its workers are its children). */
  pid: number | undefined;
  stop: () => void;
}

/**
 * deploy/nginx.conf as shipped, in Debian's nginx, with only its addresses, ports and
 * certificate paths replaced: free local ports and a self-signed certificate made by openssl.
 */
export async function startShippedNginx(
  upstreamPorts: number[],
  ports: { http?: number; https?: number } = {},
): Promise<ShippedNginx> {
  const dir = mkdtempSync(join(tmpdir(), 'tvt-nginx-'));
  const httpPort = ports.http ?? (await freePort());
  const httpsPort = ports.https ?? (await freePort());
  await run('openssl', [
    ...['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=localhost'],
    ...['-keyout', join(dir, 'privkey.pem'), '-out', join(dir, 'fullchain.pem')],
  ]);
  let conf = readFileSync(join(REPO_ROOT, 'deploy/nginx.conf'), 'utf8');
  conf = conf.replace(
    / {4}server api1:8080 (.*);\n {4}server api2:8080 .*;\n/,
    (_m, rest: string) => upstreamPorts.map((p) => `    server 127.0.0.1:${p} ${rest};\n`).join(''),
  );
  conf = conf
    .replace('listen 80;', `listen 127.0.0.1:${httpPort};`)
    .replace('listen 443 ssl', `listen 127.0.0.1:${httpsPort} ssl`)
    .replaceAll('/etc/nginx/tls/', `${dir}/`);
  const file = join(dir, 'nginx.conf');
  writeFileSync(
    file,
    [
      'daemon off;',
      'worker_processes 1;',
      `pid ${dir}/nginx.pid;`,
      `error_log ${dir}/error.log warn;`,
      'events { worker_connections 4096; }',
      'http {',
      '  access_log off;',
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
        (k) => `  ${k}_temp_path ${dir}/${k};`,
      ),
      conf,
      '}',
    ].join('\n'),
  );
  await run(NGINX, ['-t', '-q', '-c', file, '-p', dir]);
  const child: ChildProcess = spawn(NGINX, ['-c', file, '-p', dir], { stdio: 'ignore' });
  const origin = `https://localhost:${httpsPort}`;
  // Listening once /healthz answers through it (any answer but a refused connection).
  const previous = process.env.NODE_TLS_REJECT_UNAUTHORIZED;
  process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0';
  for (let i = 0; i < 100; i++) {
    if (
      await fetch(`${origin}/healthz`).then(
        () => true,
        () => false,
      )
    )
      break;
    await new Promise((r) => setTimeout(r, 100));
  }
  if (previous === undefined) delete process.env.NODE_TLS_REJECT_UNAUTHORIZED;
  else process.env.NODE_TLS_REJECT_UNAUTHORIZED = previous;
  return {
    httpPort,
    httpsPort,
    origin,
    pid: child.pid,
    stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
