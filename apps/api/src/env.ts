import { resolve } from 'node:path';
import { REPO_ROOT, emptyAsUndefined, envSchema, type RawEnv } from './env-schema.ts';
import {
  type EnvProblem,
  mailConfigOf,
  mediaConfigOf,
  sharedInstanceProblems,
} from './env-stateless.ts';
import type { Config } from './env-config.ts';
import { SecretFileError, withSecretFiles } from './env-secrets.ts';
import { type SecurityConfig, securityConfigOf } from './env-security.ts';
import { campaignOverride } from './env-campaign.ts';
import { EnvError } from './env-error.ts';
import { introspectionOf, issuerOf, publicUrlOf, rolesClaimOf } from './env-identity.ts';

export { EnvError, REPO_ROOT };

// Fixed tuning, once environment keys that no operator, test or bench ever set (issue 36). A
// test that needs another value builds its Config with it.
/** A PDOK address lookup within this, else the address is not confirmed. */
const PDOK_TIMEOUT_MS = 3000;
/** A remote recogniser's answer within this, else the built-in one answers. */
const RECOGNITION_TIMEOUT_MS = 10_000;
/** Entries the read cache keeps at most (its byte budget, READ_CACHE_MAX_MB, usually binds first). */
const READ_CACHE_MAX_ENTRIES = 10_000;
/** Answers smaller than this go out uncompressed: gzip would not pay for itself. */
const COMPRESS_THRESHOLD_BYTES = 1024;
/** A Redis command that takes longer counts as a failure (decisions 040–041, 094). */
const REDIS_COMMAND_TIMEOUT_MS = 300;
export type { CampaignLinks, Config } from './env-config.ts';
export type { SecurityConfig };

/** `Title|url;Title|url` (already validated) → list. */
function socialLinks(value: string | undefined): { title: string; url: string }[] {
  if (value === undefined) return [];
  return value.split(';').map((pair) => {
    const [title = '', url = ''] = pair.split('|');
    return { title: title.trim(), url: url.trim() };
  });
}

/** `user:password`; the password may hold colons. */
function credentialsOf(value: string | undefined) {
  if (value === undefined) return undefined;
  const colon = value.indexOf(':');
  return { user: value.slice(0, colon), password: value.slice(colon + 1) };
}

function throwProblems(problems: EnvProblem[]): void {
  if (problems.length === 0) return;
  throw new EnvError(
    [...new Set(problems.flatMap((p) => p.keys))],
    problems.map((p) => p.detail),
  );
}

/** A mapped section, or an EnvError naming its keys. */
function settled<T>({ config, problems }: { config: T; problems: EnvProblem[] }): T {
  throwProblems(problems);
  return config;
}

/**
 * parseEnv plus what a server process needs beyond it: with DATABASE_URL, the settings that
 * several instances must share (env-stateless.ts). Scripts that only use the database skip it.
 */
export function parseServerEnv(record: Record<string, string | undefined>): Config {
  const config = parseEnv(record);
  throwProblems(sharedInstanceProblems(rawEnv(record)));
  return config;
}

function rawEnv(raw: Record<string, string | undefined>): RawEnv {
  return envSchema.parse(schemaInput(raw));
}

/** The schema's keys from the record, secrets read in, empty values as unset. */
function schemaInput(raw: Record<string, string | undefined>) {
  const record = inputOf(raw);
  return Object.fromEntries(
    Object.keys(envSchema.shape).map((key) => [key, emptyAsUndefined(record[key])]),
  );
}

/** Every key's value, with `<KEY>_FILE` secrets read in; a SecretFileError becomes an EnvError. */
function inputOf(record: Record<string, string | undefined>) {
  try {
    return withSecretFiles(record);
  } catch (error) {
    if (error instanceof SecretFileError) throw new EnvError([error.key], [error.message]);
    throw error;
  }
}

/**
 * Parses an environment record; throws an EnvError naming every bad key. Pure, except that a
 * `<KEY>_FILE` key reads that file.
 */
export function parseEnv(raw: Record<string, string | undefined>): Config {
  const result = envSchema.safeParse(schemaInput(raw));
  if (!result.success) {
    const keys = [...new Set(result.error.issues.map((i) => String(i.path[0])))];
    const details = result.error.issues.map((i) => `${String(i.path[0])}: ${i.message}`);
    throw new EnvError(keys, details);
  }
  const env = result.data;
  return {
    nodeEnv: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    dataDir: resolve(env.DATA_DIR),
    databaseUrl: env.DATABASE_URL,
    webDistDir: resolve(REPO_ROOT, env.WEB_DIST_DIR),
    publicUrl: publicUrlOf(env),
    logLevel: env.LOG_LEVEL,
    source: env.SOURCE,
    organisation: { name: env.ORGANISATION_NAME, logo: env.ORGANISATION_LOGO ?? null },
    services: {
      bird: env.PUBLIC_BIRD_API,
      content: env.PUBLIC_CONTENT_API,
      account: env.PUBLIC_ACCOUNT_API,
      postcode: env.PUBLIC_POSTCODE_API,
      count: env.PUBLIC_COUNT_API,
    },
    cdn: env.PUBLIC_CDN,
    oidc: {
      authority: issuerOf(env),
      clientId: env.OIDC_CLIENT_ID,
      resource: env.OIDC_RESOURCE,
    },
    identity: {
      embedded: (env.OIDC_ISSUER ?? env.OIDC_AUTHORITY) === undefined,
      issuer: issuerOf(env),
      clientId: env.OIDC_CLIENT_ID,
      resource: env.OIDC_RESOURCE,
      redirectUris: [`${publicUrlOf(env)}/`, ...(env.OIDC_REDIRECT_URIS?.split(',') ?? [])],
      introspection: introspectionOf(env),
      rolesClaim: rolesClaimOf(env),
    },
    mail: settled(mailConfigOf(env)),
    features: { loginRequired: env.LOGIN_REQUIRED, recognitionBlocked: env.RECOGNITION_BLOCKED },
    build: { id: env.BUILD_ID, time: env.BUILD_TIME ?? new Date().toISOString() },
    campaignOverride: campaignOverride(env),
    redisUrl: env.REDIS_URL,
    redisPrefix: env.REDIS_PREFIX,
    rateLimitMax: env.RATE_LIMIT_MAX,
    trustProxy: env.TRUST_PROXY,
    bodyLimit: env.BODY_LIMIT_BYTES,
    address: {
      basicAuth: credentialsOf(env.POSTCODE_BASIC_AUTH),
      pdokUrl: env.PDOK_URL?.replace(/\/+$/, ''),
      pdokTimeoutMs: PDOK_TIMEOUT_MS,
    },
    media: settled(mediaConfigOf(env)),
    recognition: {
      url: env.RECOGNITION_URL,
      key: env.RECOGNITION_KEY,
      timeoutMs: RECOGNITION_TIMEOUT_MS,
      modelPath: env.RECOGNITION_MODEL_PATH && resolve(env.RECOGNITION_MODEL_PATH),
      labelsPath: env.RECOGNITION_LABELS_PATH && resolve(env.RECOGNITION_LABELS_PATH),
      maxBytes: env.RECOGNITION_MAX_BYTES,
    },
    count: {
      errorApiKey: env.COUNT_ERROR_API_KEY,
      submitRateLimit: env.COUNT_SUBMIT_RATE_LIMIT,
      errorRateLimit: env.COUNT_ERROR_RATE_LIMIT,
      totalsCacheSeconds: env.TOTALS_CACHE_SECONDS,
      totalsMaxAgeSeconds: env.TOTALS_MAX_AGE_SECONDS,
      resultsMaxAgeSeconds: env.RESULTS_MAX_AGE_SECONDS,
      segmentLookup: env.SEGMENT_LOOKUP,
      segmentDonationUrl: env.SEGMENT_DONATION_URL ?? null,
    },
    reads: {
      pollSeconds: env.CONTENT_POLL_SECONDS,
      maxMegabytes: env.READ_CACHE_MAX_MB,
      maxEntries: READ_CACHE_MAX_ENTRIES,
      compressThreshold: COMPRESS_THRESHOLD_BYTES,
      accessLogSample: env.ACCESS_LOG_SAMPLE,
    },
    links: {
      socialWall: env.CAMPAIGN_SOCIAL_WALL_URL ?? null,
      results: env.CAMPAIGN_RESULTS_URL ?? null,
      signUp: env.CAMPAIGN_SIGNUP_URL ?? null,
      course: env.CAMPAIGN_COURSE_URL ?? null,
      share: env.CAMPAIGN_SHARE_URL ?? null,
      social: socialLinks(env.CAMPAIGN_SOCIAL_LINKS),
    },
    security: settled(securityConfigOf(env)),
    signup: {
      rateLimit: env.SIGNUP_RATE_LIMIT,
      retentionMonths: env.RETENTION_MONTHS,
      jobsMs: env.OFFICE_JOBS_SECONDS * 1000,
    },
    resilience: {
      redisCommandTimeoutMs: REDIS_COMMAND_TIMEOUT_MS,
      redisProbeMs: env.REDIS_PROBE_MS,
      redisBreakerFailures: env.REDIS_BREAKER_FAILURES,
      heartbeatMs: env.HEARTBEAT_SECONDS * 1000,
      databasePoolMax: env.DATABASE_POOL_MAX,
      databaseConnectTimeoutMs: env.DATABASE_CONNECT_TIMEOUT_MS,
      databaseStatementTimeoutMs: env.DATABASE_STATEMENT_TIMEOUT_MS,
      databaseStartTimeoutSeconds: env.DATABASE_START_TIMEOUT_SECONDS,
      readyTimeoutMs: env.READY_TIMEOUT_MS,
      headersTimeoutMs: env.HEADERS_TIMEOUT_MS,
      requestTimeoutMs: Math.max(env.REQUEST_TIMEOUT_MS, env.HEADERS_TIMEOUT_MS),
      shutdownDrainMs: env.SHUTDOWN_DRAIN_MS ?? (env.NODE_ENV === 'production' ? 5000 : 0),
    },
  };
}
