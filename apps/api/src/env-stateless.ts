// Media store and mail transport settings (issue 11), and the checks that keep instances on
// one PostgreSQL stateless: nothing an instance needs may live only on its own disk.
import { join, resolve } from 'node:path';
import type { RawEnv } from './env-schema.ts';

/** An S3 request that takes longer fails (fixed: no operator or test ever set it; issue 36). */
const MEDIA_S3_TIMEOUT_MS = 5000;

export interface S3Config {
  /** undefined → AWS (`https://s3.<region>.amazonaws.com`). */
  endpoint: string | undefined;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** `endpoint/bucket/key` instead of `bucket.endpoint/key`. */
  pathStyle: boolean;
  /** Prepended to every object key ('' or ending in '/'). */
  prefix: string;
  timeoutMs: number;
}

export interface MediaConfig {
  /** Where media live: see modules/media/README.md. */
  store: 'folder' | 'database' | 's3';
  /** The folder store's folder (and the default source of `media:migrate`). */
  dir: string;
  maxBytes: number;
  s3: S3Config | undefined;
}

export interface MailConfig {
  /** smtp: over SMTP_URL; outbox: one .eml file per message in `outboxDir`. */
  transport: 'smtp' | 'outbox';
  smtpUrl: string | undefined;
  from: string;
  outboxDir: string;
}

/** A configuration problem: the keys to name and what is wrong. */
export interface EnvProblem {
  keys: string[];
  detail: string;
}

export function mediaConfigOf(env: RawEnv): { config: MediaConfig; problems: EnvProblem[] } {
  const problems: EnvProblem[] = [];
  const store =
    env.MEDIA_STORE ??
    (env.MEDIA_S3_BUCKET ? 's3' : env.DATABASE_URL !== undefined ? 'database' : 'folder');
  let s3: S3Config | undefined;
  if (store === 's3') {
    const required = ['MEDIA_S3_BUCKET', 'MEDIA_S3_ACCESS_KEY_ID', 'MEDIA_S3_SECRET_ACCESS_KEY'];
    const missing = required.filter((key) => env[key as keyof RawEnv] === undefined);
    if (missing.length > 0) {
      problems.push({
        keys: missing,
        detail: `${missing.join(', ')}: required for MEDIA_STORE=s3`,
      });
    } else {
      s3 = {
        endpoint: env.MEDIA_S3_ENDPOINT,
        bucket: env.MEDIA_S3_BUCKET!,
        region: env.MEDIA_S3_REGION,
        accessKeyId: env.MEDIA_S3_ACCESS_KEY_ID!,
        secretAccessKey: env.MEDIA_S3_SECRET_ACCESS_KEY!,
        pathStyle: env.MEDIA_S3_PATH_STYLE ?? env.MEDIA_S3_ENDPOINT !== undefined,
        prefix: env.MEDIA_S3_PREFIX,
        timeoutMs: MEDIA_S3_TIMEOUT_MS,
      };
    }
  }
  return {
    config: {
      store,
      dir: resolve(env.MEDIA_DIR ?? join(env.DATA_DIR, 'media')),
      maxBytes: env.MEDIA_MAX_BYTES,
      s3,
    },
    problems,
  };
}

export function mailConfigOf(env: RawEnv): { config: MailConfig; problems: EnvProblem[] } {
  const transport = env.MAIL_TRANSPORT ?? (env.SMTP_URL ? 'smtp' : 'outbox');
  const problems: EnvProblem[] =
    transport === 'smtp' && env.SMTP_URL === undefined
      ? [{ keys: ['SMTP_URL'], detail: 'SMTP_URL: required for MAIL_TRANSPORT=smtp' }]
      : [];
  return {
    config: {
      transport,
      smtpUrl: env.SMTP_URL,
      from: env.MAIL_FROM,
      outboxDir: resolve(env.MAIL_OUTBOX_DIR ?? join(env.DATA_DIR, 'outbox')),
    },
    problems,
  };
}

/**
 * With DATABASE_URL the server may run as several instances behind a balancer, so what one
 * instance makes must work on all: tokens carry PUBLIC_URL as their issuer (one value on every
 * instance), and mail must leave the machine (an outbox folder on one instance reaches no one).
 * The outbox stays available when chosen on purpose (MAIL_TRANSPORT=outbox).
 */
export function sharedInstanceProblems(env: RawEnv): EnvProblem[] {
  if (env.DATABASE_URL === undefined) return [];
  const problems: EnvProblem[] = [];
  if (env.PUBLIC_URL === undefined) {
    problems.push({
      keys: ['PUBLIC_URL'],
      detail:
        "PUBLIC_URL: required with DATABASE_URL (one public address shared by every instance: it is the login tokens' issuer)",
    });
  }
  if (env.SMTP_URL === undefined && env.MAIL_TRANSPORT !== 'outbox') {
    problems.push({
      keys: ['SMTP_URL'],
      detail:
        'SMTP_URL: required with DATABASE_URL (verification codes must reach people from any instance; MAIL_TRANSPORT=outbox writes them to a folder on purpose)',
    });
  }
  if (env.TRUST_PROXY === true) problems.push(TRUST_EVERY_HOP);
  return problems;
}

/**
 * TRUST_PROXY=true believes every X-Forwarded-For entry, so any client names its own address
 * and escapes the per-client limits. Refused where instances serve the public (DATABASE_URL);
 * elsewhere server.ts warns at start.
 */
export const TRUST_EVERY_HOP: EnvProblem = {
  keys: ['TRUST_PROXY'],
  detail:
    'TRUST_PROXY: true trusts every proxy hop, so a forged X-Forwarded-For escapes the limits; use the number of proxies in front (TRUST_PROXY=1 behind one balancer) or their addresses (TRUST_PROXY=10.0.0.5 or a CIDR range such as 10.0.0.0/24)',
};
