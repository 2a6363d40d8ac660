// The PostgreSQL and Redis the API tiers are pointed at (TEST_DATABASE_URL, REDIS_URL) must
// answer before the tiers start: a Redis that is down makes every test using it wait out its
// timeout, and the run ends in a list of timeouts instead of one plain sentence. With `--start`
// (CI, as root, on the machine's own addresses) a local service found stopped is started with
// the machine's documented command; without it a stopped one ends the run with that sentence.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { connect } from 'node:net';

const LOCAL = new Set(['127.0.0.1', 'localhost', '::1', '[::1]']);

/** Sends `probe` (if any) and resolves with the first bytes back, or null when nothing answers. */
function ask(host, port, probe, timeoutMs = 2000) {
  return new Promise((resolve) => {
    const socket = connect({ host: host.replace(/^\[|\]$/g, ''), port });
    const done = (value) => {
      socket.destroy();
      resolve(value);
    };
    socket.setTimeout(timeoutMs, () => done(null));
    socket.on('error', () => done(null));
    socket.on('connect', () => (probe ? socket.write(probe) : done('')));
    socket.on('data', (chunk) => done(chunk.toString()));
  });
}

const redisAnswers = async (url) =>
  (await ask(url.hostname, Number(url.port || 6379), 'PING\r\n'))?.startsWith('+PONG') ?? false;
const postgresAnswers = async (url) =>
  (await ask(url.hostname, Number(url.port || 5432), null)) !== null;

const SERVICES = [
  {
    name: 'Redis',
    env: 'REDIS_URL',
    answers: redisAnswers,
    start: (url) =>
      `redis-server --daemonize yes --bind 127.0.0.1 -::1 --port ${url.port || 6379} --save "" ` +
      '--appendonly no --dir /var/lib/redis --logfile /var/log/redis/ci.log',
  },
  {
    name: 'PostgreSQL',
    env: 'TEST_DATABASE_URL',
    answers: postgresAnswers,
    start: () => {
      const versions = existsSync('/etc/postgresql') ? readdirSync('/etc/postgresql') : [];
      if (versions.length !== 1) return null;
      return `pg_ctlcluster --skip-systemctl-redirect ${versions[0]} main start`;
    },
  },
];

export async function ensureServices({ start = false } = {}) {
  for (const service of SERVICES) {
    const given = process.env[service.env];
    if (!given) continue;
    const url = new URL(given);
    if (await service.answers(url)) continue;
    const command =
      start && LOCAL.has(url.hostname) && process.getuid?.() === 0 && service.start(url);
    if (command) {
      console.log(`${service.name} at ${url.host} does not answer; starting it: ${command}`);
      execSync(command, { stdio: 'inherit' });
      for (let i = 0; i < 50 && !(await service.answers(url)); i++) {
        await new Promise((r) => setTimeout(r, 200));
      }
      if (await service.answers(url)) continue;
    }
    throw new Error(
      `${service.name} at ${url.host} (${service.env}) does not answer: start it, or unset ` +
        `${service.env} to run without it.`,
    );
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  ensureServices({ start: process.argv.includes('--start') }).catch((error) => {
    console.error(error.message);
    process.exit(1);
  });
}
