import { CAMPAIGN_KEYS } from './env-campaign.ts';
import type { envSchema } from './env-schema.ts';

type Key = keyof typeof envSchema.shape;

/**
 * Every environment key as an operator reads it: each key of `envSchema` in exactly one group,
 * in the order of docs/operations.md's table "Every environment key" (a test holds both to
 * this). Types and defaults are in env-schema.ts, meanings in apps/api/README.md.
 */
export const ENV_GROUPS = {
  /** A production deployment on PostgreSQL sets these (NODE_ENV=production). */
  requiredInProduction: [
    'NODE_ENV',
    'DATABASE_URL',
    'PUBLIC_URL',
    'SMTP_URL',
    'REDIS_URL',
    'TRUST_PROXY',
  ],
  /** Where the process runs and what it logs. */
  process: [
    'PORT',
    'HOST',
    'DATA_DIR',
    'WEB_DIST_DIR',
    'LOG_LEVEL',
    'ACCESS_LOG_SAMPLE',
    'BUILD_ID',
    'BUILD_TIME',
  ],
  /** Services the deployment may add or move: media, mail, identity, addresses, recognition. */
  optionalServices: [
    'REDIS_PREFIX',
    'MEDIA_STORE',
    'MEDIA_DIR',
    'MEDIA_S3_ENDPOINT',
    'MEDIA_S3_BUCKET',
    'MEDIA_S3_REGION',
    'MEDIA_S3_ACCESS_KEY_ID',
    'MEDIA_S3_SECRET_ACCESS_KEY',
    'MEDIA_S3_PATH_STYLE',
    'MEDIA_S3_PREFIX',
    'MAIL_FROM',
    'MAIL_TRANSPORT',
    'MAIL_OUTBOX_DIR',
    'OIDC_ISSUER',
    'OIDC_AUTHORITY',
    'OIDC_CLIENT_ID',
    'OIDC_RESOURCE',
    'OIDC_REDIRECT_URIS',
    'OIDC_INTROSPECTION_CLIENT_ID',
    'OIDC_INTROSPECTION_CLIENT_SECRET',
    'OIDC_ROLES_CLAIM',
    'OIDC_ROLES_MAP',
    'OIDC_SIGNING_KEYS',
    'OIDC_COOKIE_KEYS',
    'ADMIN_PORT',
    'METRICS_TOKEN',
    'DOCS_TOKEN',
    'PDOK_URL',
    'POSTCODE_BASIC_AUTH',
    'RECOGNITION_URL',
    'RECOGNITION_KEY',
    'RECOGNITION_MODEL_PATH',
    'RECOGNITION_LABELS_PATH',
    'SEGMENT_LOOKUP',
    'SEGMENT_DONATION_URL',
    'LOGIN_REQUIRED',
    'RECOGNITION_BLOCKED',
    'COUNT_ERROR_API_KEY',
    'PUBLIC_BIRD_API',
    'PUBLIC_CONTENT_API',
    'PUBLIC_ACCOUNT_API',
    'PUBLIC_POSTCODE_API',
    'PUBLIC_COUNT_API',
    'PUBLIC_CDN',
  ],
  /** Set only to overrule what the organisation keeps in the office (decision 065). */
  campaignOverrides: [
    ...CAMPAIGN_KEYS,
    'CAMPAIGN_SIGNUP_URL',
    'CAMPAIGN_SOCIAL_WALL_URL',
    'CAMPAIGN_RESULTS_URL',
    'CAMPAIGN_COURSE_URL',
    'CAMPAIGN_SHARE_URL',
    'CAMPAIGN_SOCIAL_LINKS',
    'SOURCE',
    'ORGANISATION_NAME',
    'ORGANISATION_LOGO',
  ],
  /** Rates, sizes, timeouts and retention: each has a default fit for the count weekend. */
  limits: [
    'RATE_LIMIT_MAX',
    'COUNT_SUBMIT_RATE_LIMIT',
    'COUNT_ERROR_RATE_LIMIT',
    'RECOGNITION_RATE_LIMIT',
    'SEGMENT_RATE_LIMIT',
    'SIGNUP_RATE_LIMIT',
    'LOGIN_THROTTLE_ACCOUNT_MAX',
    'LOGIN_THROTTLE_IP_MAX',
    'LOGIN_THROTTLE_MINUTES',
    'MAIL_LIMIT_ADDRESS_HOUR',
    'MAIL_LIMIT_CLIENT_HOUR',
    'BODY_LIMIT_BYTES',
    'MEDIA_MAX_BYTES',
    'RECOGNITION_MAX_BYTES',
    'READ_CACHE_MAX_MB',
    'DATABASE_POOL_MAX',
    'DATABASE_STATEMENT_TIMEOUT_MS',
    'HEADERS_TIMEOUT_MS',
    'REQUEST_TIMEOUT_MS',
    'SHUTDOWN_DRAIN_MS',
    'RETENTION_MONTHS',
  ],
  /**
   * Timings the tests and benches turn (a fast clock, no cache); an operator leaves them at
   * their defaults. Spawned test servers take them from the environment, so they stay keys.
   */
  tuning: [
    'TOTALS_CACHE_SECONDS',
    'TOTALS_MAX_AGE_SECONDS',
    'RESULTS_MAX_AGE_SECONDS',
    'CONTENT_POLL_SECONDS',
    'OFFICE_JOBS_SECONDS',
    'HEARTBEAT_SECONDS',
    'KEY_REFRESH_SECONDS',
    'REDIS_PROBE_MS',
    'REDIS_BREAKER_FAILURES',
    'DATABASE_CONNECT_TIMEOUT_MS',
    'DATABASE_START_TIMEOUT_SECONDS',
    'READY_TIMEOUT_MS',
  ],
} as const satisfies Record<string, readonly Key[]>;

export type EnvGroup = keyof typeof ENV_GROUPS;
