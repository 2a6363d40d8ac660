import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** Runs one statement (create/drop database) on the server of `adminUrl`, on its own connection. */
export async function adminStatement(adminUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** `adminUrl` pointed at the database `name` on the same server. */
export function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** A new, uniquely named database on the server of `adminUrl`, empty or a copy of `template`. */
export async function createPostgresDatabase(
  adminUrl: string,
  template?: string,
  /** A given name (a benchmark's own), else a unique one. */
  chosen?: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = chosen ?? `tvt_test_${randomBytes(6).toString('hex')}`;
  await adminStatement(
    adminUrl,
    `create database "${name}"${template ? ` template "${template}"` : ''}`,
  );
  return {
    url: databaseUrl(adminUrl, name),
    drop: () => adminStatement(adminUrl, `drop database if exists "${name}" with (force)`),
  };
}
