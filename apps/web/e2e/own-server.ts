import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { test as baseTest } from './test.ts';
import { cpSync, mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const REPO_ROOT = fileURLToPath(new URL('../../..', import.meta.url));

/** A port nobody listens on right now (the OS picks it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

/**
 * A real API server of its own, apart from the shared webServer of the Playwright config: for a
 * test that stops and restarts the server, or one that needs an empty database while other
 * specs are counting on the shared server.
 */
export class OwnServer {
  readonly port: number;
  readonly dataDir: string;
  private child: ChildProcess | undefined;

  /** Extra environment for this server (a campaign of its own, say). */
  private readonly env: Record<string, string>;

  private constructor(port: number, env: Record<string, string>) {
    this.port = port;
    this.env = env;
    this.dataDir = mkdtempSync(join(tmpdir(), 'tvt-web-e2e-own-'));
    // A migrated and seeded folder from the global setup, when there is one (its lock aside).
    const template = process.env.E2E_TEMPLATE_DATA_DIR;
    if (template) {
      cpSync(template, this.dataDir, {
        recursive: true,
        filter: (source) => !source.endsWith('.lock'),
      });
    }
  }

  static async create(env: Record<string, string> = {}, port?: number): Promise<OwnServer> {
    return new OwnServer(port ?? (await freePort()), env);
  }

  /**
   * `npm run admin:create` on this server's data folder (before it starts: a PGlite folder has
   * one user at a time); the one-time password link it prints.
   */
  async adminCreate(email: string): Promise<string> {
    const stdout = await this.command('apps/api/scripts/admin-create.ts', [email]);
    const link = /https?:\/\/\S+\/oidc\/password\?\S+/.exec(stdout)?.[0];
    if (!link) throw new Error(`admin:create printed no link: ${stdout}`);
    return link;
  }

  /** One of the API's commands (`apps/api/scripts/…`) on this server's data folder, before it starts. */
  async command(script: string, args: readonly string[]): Promise<string> {
    const { stdout } = await promisify(execFile)('node_modules/.bin/node', [script, ...args], {
      cwd: REPO_ROOT,
      env: {
        ...inheritedEnv(),
        DATA_DIR: this.dataDir,
        PORT: String(this.port),
        LOG_LEVEL: 'warn',
      },
    });
    return stdout;
  }

  get url(): string {
    return `http://localhost:${this.port}`;
  }

  async start(): Promise<void> {
    // Without DATABASE_URL the server keeps its data in DATA_DIR, which survives the restart.
    // Nothing shared with the config's server: no PostgreSQL database and no Redis (whose totals
    // cache and rate-limit counters would mix both servers' traffic).
    const child = spawn('node_modules/.bin/node', ['apps/api/src/server.ts'], {
      cwd: REPO_ROOT,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        ...inheritedEnv(),
        PORT: String(this.port),
        DATA_DIR: this.dataDir,
        WEB_DIST_DIR: process.env.WEB_DIST_DIR ?? 'apps/web/dist',
        LOG_LEVEL: 'warn',
        NODE_ENV: 'production',
        RATE_LIMIT_MAX: '1000000',
        // Totals straight from the database: a second stored copy would show at once.
        TOTALS_CACHE_SECONDS: '0',
        ...this.env,
      },
    });
    this.child = child;
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline) {
      if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
      try {
        if ((await fetch(`${this.url}/healthz`)).ok) return;
      } catch {
        // Not listening yet.
      }
      await new Promise((r) => setTimeout(r, 250));
    }
    throw new Error('server did not become healthy within 60 s');
  }

  /** SIGTERM, then waits until the process has exited (SIGKILL after 15 s). */
  async stop(): Promise<void> {
    const child = this.child;
    this.child = undefined;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    await exited;
    clearTimeout(timer);
  }
}

/**
 * `test` whose page and request talk to this spec file's own server, never to the config's
 * shared one, and `own()` for that server. It starts with the first phone test that needs it
 * (fixtures, including the skip check, resolve before a beforeAll would run) and stops after
 * the file's last test.
 */
export function testOnOwnServer(env: Record<string, string> = {}) {
  let server: OwnServer | undefined;
  const test = baseTest.extend({
    baseURL: async ({ isMobile }, provide) => {
      if (!isMobile) return provide(undefined);
      if (!server) {
        server = await OwnServer.create(env);
        await server.start();
      }
      await provide(server.url);
    },
  });
  test.afterAll(async () => {
    await server?.stop();
  });
  return { test, own: () => server };
}

/**
 * The runner's environment without what must not leak into a server: no PostgreSQL database and
 * no Redis (whose totals cache and rate-limit counters would mix both servers' traffic), and no
 * campaign override, which would win over what the office stores on this server.
 */
function inheritedEnv(): NodeJS.ProcessEnv {
  const env = { ...process.env };
  for (const key of Object.keys(env)) {
    if (key === 'DATABASE_URL' || key === 'REDIS_URL' || key.startsWith('CAMPAIGN_'))
      delete env[key];
  }
  return env;
}

/** A campaign whose count weekend runs at `now` (phase 2 began an hour ago, ends in 2 days). */
export function runningCampaignEnv(now: Date): Record<string, string> {
  const at = (hours: number) => new Date(now.getTime() + hours * 3_600_000).toISOString();
  return {
    CAMPAIGN_PHASE1_START: at(-24 * 20),
    CAMPAIGN_PHASE2_START: at(-1),
    CAMPAIGN_PHASE3_START: at(48),
  };
}
