import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';

const REDIS_SERVER = process.env.REDIS_SERVER ?? '/usr/bin/redis-server';

/** A port free at this moment (the OS picks it; the caller binds it right after). */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export interface RedisServer {
  url: string;
  port: number;
  child: ChildProcess;
  stop: () => void;
}

/**
 * A redis-server of the test's own (no persistence, a free port): a test that shares it between
 * deployments, or stops it, touches no other test's Redis.
 */
export async function startRedisServer(
  extraArgs: string[] = [],
  /** A given port (a benchmark's own range), else a free one. */
  port?: number,
): Promise<RedisServer> {
  const chosen = port ?? (await freePort());
  const child = spawn(
    REDIS_SERVER,
    [
      ...['--port', String(chosen), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      ...extraArgs,
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let out = '';
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes('Ready to accept connections')) resolve();
    });
    child.on('exit', () => reject(new Error(`redis-server exited: ${out}`)));
  });
  return {
    url: `redis://127.0.0.1:${chosen}`,
    port: chosen,
    child,
    stop: () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    },
  };
}
