// The balancer test runs Debian's nginx against the shipped deploy/nginx.conf, never a download:
// installed like the browsers (scripts/ensure-chromium.mjs) when missing and we are root.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
const PACKAGES = 'nginx-light';

export function ensureNginx() {
  if (existsSync(NGINX)) return;
  if (process.getuid?.() !== 0) {
    throw new Error(`${NGINX} is missing: install it with "sudo apt-get install -y ${PACKAGES}".`);
  }
  console.log('Installing Debian nginx for the balancer test…');
  execSync(`apt-get update && apt-get install -y ${PACKAGES}`, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}

if (import.meta.url === `file://${process.argv[1]}`) ensureNginx();
