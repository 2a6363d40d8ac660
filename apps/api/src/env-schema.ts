// The environment's keys, types and defaults, validated once at boot (env.ts maps them).
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_SOURCE } from '@tvt/contract';
import { z } from 'zod';
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
  RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(600),
  TRUST_PROXY: booleanFlag.default(false),
  BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).default(1_048_576),
  POSTCODE_BASIC_AUTH: z
    .string()
    .regex(/^[^:]+:.+$/, 'must be user:password')
    .optional(),
  PDOK_URL: z.url({ protocol: /^https?$/ }).optional(),
  PDOK_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(3000),
  MEDIA_DIR: z.string().min(1).optional(),
  MEDIA_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(15 * 1024 * 1024),
  RECOGNITION_URL: z.url({ protocol: /^https?$/ }).optional(),
  RECOGNITION_KEY: z.string().min(1).max(500).optional(),
  RECOGNITION_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
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
  /** Read path (issue 16): see apps/api/README.md "Reads from memory". */
  CONTENT_POLL_SECONDS: z.coerce.number().int().min(1).max(3600).default(10),
  READ_CACHE_MAX_MB: z.coerce.number().int().min(1).max(4096).default(32),
  READ_CACHE_MAX_ENTRIES: z.coerce.number().int().min(10).max(1_000_000).default(10_000),
  COMPRESS_THRESHOLD_BYTES: z.coerce.number().int().min(0).max(1_048_576).default(1024),
  ACCESS_LOG_SAMPLE: z.coerce.number().min(0).max(1).default(1),
  SEGMENT_LOOKUP: booleanFlag.default(false),
  /** The donation site a segment lookup sends a participant to (with ?pagina=&uuid=). */
  SEGMENT_DONATION_URL: z.url({ protocol: /^https?$/ }).optional(),
  CAMPAIGN_SOCIAL_WALL_URL: z.url({ protocol: /^https?$/ }).optional(),
  CAMPAIGN_RESULTS_URL: z.url({ protocol: /^https?$/ }).optional(),
  CAMPAIGN_SIGNUP_URL: z.url({ protocol: /^https?$/ }).optional(),
  CAMPAIGN_COURSE_URL: z.url({ protocol: /^https?$/ }).optional(),
  CAMPAIGN_SHARE_URL: z.url({ protocol: /^https?$/ }).optional(),
  // --- Fail fast, recover by itself (issue 11; decisions 040–041; apps/api/README.md) ---
  REDIS_COMMAND_TIMEOUT_MS: z.coerce.number().int().min(20).max(10_000).default(300),
  REDIS_PROBE_MS: z.coerce.number().int().min(100).max(60_000).default(1000),
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(1000).default(10),
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(2000),
  /** 0 turns the server-side statement timeout off. */
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).max(3_600_000).default(15_000),
  DATABASE_START_TIMEOUT_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
  READY_TIMEOUT_MS: z.coerce.number().int().min(50).max(30_000).default(1000),
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
});

export type RawEnv = z.output<typeof envSchema>;
