// The environment's keys, types and defaults, validated once at boot (env.ts maps them).
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_SOURCE } from '@tvt/contract';
import { DEFAULT_RETENTION_MONTHS } from '@tvt/domain';
import { z } from 'zod';
import { DEFAULT_REDIS_PREFIX } from './redis/redis-names.ts';
import { SERVICE_PREFIX } from './service-prefixes.ts';

/** The repository root, so relative defaults do not depend on the current directory. */
export const REPO_ROOT = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../..');

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

/** A service base: a same-origin path (`/api/bird/v1`) or an absolute http(s) URL. */
const serviceBase = z
  .string()
  .trim()
  .refine((v) => /^\/[^\s]*$/.test(v) || /^https?:\/\/[^\s]+$/.test(v), {
    message: 'must be a path starting with / or an http(s) URL',
  })
  .transform((v) => v.replace(/\/+$/, ''));

const instant = z.iso
  .datetime({ offset: true })
  .transform((v) => new Date(v))
  .optional();

/**
 * Fastify's `trustProxy`: true/false, a hop count (`1` = the balancer in front, whose address
 * it appends to X-Forwarded-For), or trusted addresses and CIDR ranges, comma-separated.
 */
const trustProxy = z
  .string()
  .trim()
  .refine(
    (v) =>
      /^(true|false|yes|no)$/.test(v) ||
      /^\d{1,2}$/.test(v) ||
      v.split(',').every((part) => /^[\da-fA-F.:]+(\/\d{1,3})?$/.test(part.trim())),
    { message: 'must be true, false, a hop count or comma-separated addresses/CIDR ranges' },
  )
  .transform((v): boolean | number | string[] => {
    if (v === 'true' || v === 'yes') return true;
    if (v === 'false' || v === 'no' || v === '0') return false;
    if (/^\d+$/.test(v)) return Number(v);
    return v.split(',').map((part) => part.trim());
  });

const perMinute = z.coerce.number().int().min(1).max(1_000_000);

export const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);

/** Every environment key with its default; `parseEnv` in env.ts maps it to a Config. */
export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  WEB_DIST_DIR: z.string().min(1).default('apps/web/dist'),
  PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SOURCE: z.string().min(1).max(100).default(DEFAULT_SOURCE),
  ORGANISATION_NAME: z.string().min(1).max(200).default('Tuinvogeltelling'),
  ORGANISATION_LOGO: z.string().min(1).optional(),
  PUBLIC_BIRD_API: serviceBase.default(SERVICE_PREFIX.bird),
  PUBLIC_CONTENT_API: serviceBase.default(SERVICE_PREFIX.content),
  PUBLIC_ACCOUNT_API: serviceBase.default(SERVICE_PREFIX.account),
  PUBLIC_POSTCODE_API: serviceBase.default(SERVICE_PREFIX.postcode),
  PUBLIC_COUNT_API: serviceBase.default(SERVICE_PREFIX.count),
  PUBLIC_CDN: serviceBase.default('/cdn'),
  OIDC_ISSUER: z.url({ protocol: /^https?$/ }).optional(),
  OIDC_AUTHORITY: z.url({ protocol: /^https?$/ }).optional(),
  OIDC_CLIENT_ID: z.string().min(1).default('tuinvogeltelling-web'),
  OIDC_RESOURCE: z.url().default('urn:tuinvogeltelling:api'),
  OIDC_INTROSPECTION_CLIENT_ID: z.string().min(1).max(500).optional(),
  OIDC_INTROSPECTION_CLIENT_SECRET: z.string().min(1).max(2000).optional(),
  OIDC_ROLES_CLAIM: z.string().min(1).max(200).optional(),
  OIDC_ROLES_MAP: z.string().min(3).max(2000).optional(),
  OIDC_REDIRECT_URIS: z
    .string()
    .regex(/^https?:\/\/[^\s,]+(,https?:\/\/[^\s,]+)*$/, 'must be comma-separated http(s) URLs')
    .optional(),
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  MAIL_FROM: z.string().min(3).max(300).default('Tuinvogeltelling <noreply@tuinvogeltelling.nl>'),
  MAIL_OUTBOX_DIR: z.string().min(1).optional(),
  LOGIN_REQUIRED: booleanFlag.default(false),
  RECOGNITION_BLOCKED: booleanFlag.default(false),
  BUILD_ID: z.string().min(1).max(100).default('local'),
  BUILD_TIME: z.iso.datetime({ offset: true }).optional(),
  CAMPAIGN_YEAR: z.coerce.number().int().min(2000).max(2200).optional(),
  CAMPAIGN_NAME: z.string().min(1).max(200).optional(),
  CAMPAIGN_TAG: z.string().min(1).max(100).optional(),
  CAMPAIGN_PHASE1_START: instant,
  CAMPAIGN_PHASE2_START: instant,
  CAMPAIGN_PHASE3_START: instant,
  REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
  /** Every Redis key and channel of this deployment starts with it (decision 093). */
  REDIS_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9][A-Za-z0-9_.-]{0,39}$/, 'letters, digits, _ . - (at most 40)')
    .default(DEFAULT_REDIS_PREFIX),
  RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(600),
  TRUST_PROXY: trustProxy.default(false),
  BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).default(1_048_576),
  POSTCODE_BASIC_AUTH: z
    .string()
    .regex(/^[^:]+:.+$/, 'must be user:password')
    .optional(),
  PDOK_URL: z.url({ protocol: /^https?$/ }).optional(),
  MEDIA_DIR: z.string().min(1).optional(),
  MEDIA_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(15 * 1024 * 1024),
  // --- Stateless instances (issue 11): the media store and the mail transport. With
  // DATABASE_URL the shared defaults apply; docs/operations.md explains each key.
  /** folder | database | s3; default: s3 when MEDIA_S3_BUCKET is set, database with DATABASE_URL, else folder. */
  MEDIA_STORE: z.enum(['folder', 'database', 's3']).optional(),
  MEDIA_S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  MEDIA_S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be an S3 bucket name')
    .optional(),
  MEDIA_S3_REGION: z.string().min(1).max(50).default('us-east-1'),
  MEDIA_S3_ACCESS_KEY_ID: z.string().min(1).max(200).optional(),
  MEDIA_S3_SECRET_ACCESS_KEY: z.string().min(1).max(500).optional(),
  /** Default: true when MEDIA_S3_ENDPOINT is set (self-hosted servers), else false (AWS). */
  MEDIA_S3_PATH_STYLE: booleanFlag.optional(),
  MEDIA_S3_PREFIX: z
    .string()
    .regex(/^([a-z0-9][a-z0-9._-]*\/)*$/, 'must be empty or end in / (a-z, 0-9, . _ -)')
    .default(''),
  /** smtp | outbox; default smtp when SMTP_URL is set. With DATABASE_URL, outbox only when chosen. */
  MAIL_TRANSPORT: z.enum(['smtp', 'outbox']).optional(),
  // --- end of the stateless-instance keys.
  RECOGNITION_URL: z.url({ protocol: /^https?$/ }).optional(),
  RECOGNITION_KEY: z.string().min(1).max(500).optional(),
  RECOGNITION_MODEL_PATH: z.string().min(1).optional(),
  RECOGNITION_LABELS_PATH: z.string().min(1).optional(),
  RECOGNITION_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(10 * 1024 * 1024),
  COUNT_ERROR_API_KEY: z.string().min(8).max(200).default('tvt-count-error-log'),
  COUNT_SUBMIT_RATE_LIMIT: z.coerce.number().int().min(1).default(60),
  COUNT_ERROR_RATE_LIMIT: z.coerce.number().int().min(1).default(20),
  TOTALS_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(5),
  /** The oldest totals / results answer served, whatever the traffic (decision 095). */
  TOTALS_MAX_AGE_SECONDS: z.coerce.number().int().min(1).max(3600).default(15),
  RESULTS_MAX_AGE_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  /** Read path (issue 16): see apps/api/README.md "Reads from memory". */
  CONTENT_POLL_SECONDS: z.coerce.number().int().min(1).max(3600).default(10),
  READ_CACHE_MAX_MB: z.coerce.number().int().min(1).max(4096).default(32),
  ACCESS_LOG_SAMPLE: z.coerce.number().min(0).max(1).default(0.01),
  SEGMENT_LOOKUP: booleanFlag.default(false),
  /** The donation site a segment lookup sends a participant to (with ?pagina=&uuid=). */
  SEGMENT_DONATION_URL: z.url({ protocol: /^https?$/ }).optional(),
  CAMPAIGN_SOCIAL_WALL_URL: z.url({ protocol: /^https?$/ }).optional(),
  CAMPAIGN_RESULTS_URL: z.url({ protocol: /^https?$/ }).optional(),
  CAMPAIGN_SIGNUP_URL: z.url({ protocol: /^https?$/ }).optional(),
  CAMPAIGN_COURSE_URL: z.url({ protocol: /^https?$/ }).optional(),
  CAMPAIGN_SHARE_URL: z.url({ protocol: /^https?$/ }).optional(),
  // --- Fail fast, recover by itself (issue 11; decisions 040–041; apps/api/README.md) ---
  REDIS_PROBE_MS: z.coerce.number().int().min(100).max(60_000).default(1000),
  /** Failure episodes within 30 s that open the Redis breaker though PING answers (decision 094). */
  REDIS_BREAKER_FAILURES: z.coerce.number().int().min(1).max(100).default(3),
  /** How often an instance writes its heartbeat to Redis; listed until 3 of them are missed. */
  HEARTBEAT_SECONDS: z.coerce.number().min(0.2).max(300).default(5),
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(1000).default(10),
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(2000),
  /** 0 turns the server-side statement timeout off. */
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).max(3_600_000).default(15_000),
  DATABASE_START_TIMEOUT_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
  READY_TIMEOUT_MS: z.coerce.number().int().min(50).max(30_000).default(1000),
  /** A request's headers must arrive within this; the whole request (body included) within the next. */
  HEADERS_TIMEOUT_MS: z.coerce.number().int().min(100).max(300_000).default(15_000),
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).max(3_600_000).default(120_000),
  /** Unset: 5000 with NODE_ENV=production, else 0. */
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(300_000).optional(),
  // --- end fail fast ---
  CAMPAIGN_SOCIAL_LINKS: z
    .string()
    .regex(
      /^[^|;]+\|https?:\/\/[^\s|;]+(;[^|;]+\|https?:\/\/[^\s|;]+)*$/,
      'must be Title|https://…;Title|https://…',
    )
    .optional(),

  // --- Security (issue 11, decisions 042–043): rate limits, keys, admin endpoints. Every
  // secret may also come from `<KEY>_FILE` (env-secrets.ts). ---
  RECOGNITION_RATE_LIMIT: perMinute.default(30),
  SEGMENT_RATE_LIMIT: perMinute.default(20),
  LOGIN_THROTTLE_ACCOUNT_MAX: perMinute.default(5),
  LOGIN_THROTTLE_IP_MAX: perMinute.default(30),
  LOGIN_THROTTLE_MINUTES: z.coerce.number().int().min(1).max(1440).default(15),
  /** Code mails (verification, reset) per address and per client address per hour. */
  MAIL_LIMIT_ADDRESS_HOUR: perMinute.default(5),
  MAIL_LIMIT_CLIENT_HOUR: perMinute.default(20),
  /** A JWKS (`{"keys":[…]}`) or an array of private RSA JWKs; the first one signs. */
  OIDC_SIGNING_KEYS: z.string().min(2).optional(),
  /** Cookie secrets, comma-separated; the first one signs. */
  OIDC_COOKIE_KEYS: z
    .string()
    .regex(/^[^,\s]{16,}(,[^,\s]{16,})*$/, 'must be comma-separated secrets of 16+ characters')
    .optional(),
  KEY_REFRESH_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  METRICS_TOKEN: z.string().min(16).max(500).optional(),
  DOCS_TOKEN: z.string().min(16).max(500).optional(),
  ADMIN_PORT: z.coerce.number().int().min(1).max(65_535).optional(),

  // --- Reminder sign-up and retention (issue 12, decisions 080–082). ---
  SIGNUP_RATE_LIMIT: perMinute.default(5),
  /** Months after a campaign's end (its phase 3 start) that counts keep their personal data. */
  RETENTION_MONTHS: z.coerce.number().int().min(0).max(120).default(DEFAULT_RETENTION_MONTHS),
  /** How often an instance looks for reminders to send and personal data to delete. */
  OFFICE_JOBS_SECONDS: z.coerce.number().int().min(5).max(86_400).default(60),
});

export type RawEnv = z.output<typeof envSchema>;
