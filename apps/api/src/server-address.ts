import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const FILE = 'server-address.json';

/**
 * The address a server on an embedded data folder last served at, kept in that folder so a
 * command run later on the same folder (`admin:create`'s password link) points at the server
 * people actually open, without PORT or PUBLIC_URL repeated (issue 31).
 */
export function recordServerAddress(dataDir: string, publicUrl: string): void {
  try {
    writeFileSync(join(dataDir, FILE), `${JSON.stringify({ publicUrl })}\n`);
  } catch {
    // A read-only folder only loses the convenience; the server itself is unaffected.
  }
}

export function lastServerAddress(dataDir: string): string | undefined {
  try {
    const parsed: unknown = JSON.parse(readFileSync(join(dataDir, FILE), 'utf8'));
    const url = (parsed as { publicUrl?: unknown }).publicUrl;
    return typeof url === 'string' && /^https?:\/\//.test(url) ? url : undefined;
  } catch {
    return undefined;
  }
}
