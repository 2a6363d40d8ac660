import type { Campaign, RolesClaimMapping } from '@tvt/domain';
import type { RawEnv } from './env-schema.ts';
import type { MailConfig, MediaConfig } from './env-stateless.ts';
import type { SecurityConfig } from './env-security.ts';

/**
 * What the API runs with: parseEnv (env.ts) maps the environment keys (env-schema.ts) into this
 * shape, grouped by what reads it. Tests build one with the values they need.
 */
export interface Config {
  nodeEnv: RawEnv['NODE_ENV'];
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  webDistDir: string;
  publicUrl: string;
  logLevel: RawEnv['LOG_LEVEL'];
  source: string;
  organisation: { name: string; logo: string | null };
  services: { bird: string; content: string; account: string; postcode: string; count: string };
  cdn: string;
  /** What the web app needs to log in (always set: the embedded provider or OIDC_ISSUER). */
  oidc: { authority: string; clientId: string; resource: string } | null;
  /** Embedded provider (modules/identity/README.md) unless OIDC_ISSUER names an external one. */
  identity: {
    embedded: boolean;
    issuer: string;
    clientId: string;
    /** Resource indicator: the `aud` of access tokens for the account and count services. */
    resource: string;
    redirectUris: string[];
    /** External issuer only: client credentials for introspecting opaque access tokens. */
    introspection: { clientId: string; clientSecret: string } | undefined;
    /** External issuer only: the claim (and value map) naming office roles (decision 060). */
    rolesClaim: RolesClaimMapping | undefined;
  };
  mail: MailConfig;
  /** The reminder sign-up and the retention of personal data (issue 12). */
  signup: { rateLimit: number; retentionMonths: number; jobsMs: number };
  features: { loginRequired: boolean; recognitionBlocked: boolean };
  build: { id: string; time: string };
  /** The campaign set by configuration, or undefined to use the stored/default one. */
  campaignOverride: Campaign | undefined;
  redisUrl: string | undefined;
  /** REDIS_PREFIX: the start of every Redis key and channel of this deployment. */
  redisPrefix: string;
  rateLimitMax: number;
  /** Fastify's trustProxy: all, none, a hop count, or trusted addresses/CIDR ranges. */
  trustProxy: boolean | number | string[];
  bodyLimit: number;
  /** Address lookup: PDOK when `pdokUrl` is set, else the local BAG table; open without basicAuth. */
  address: {
    basicAuth: { user: string; password: string } | undefined;
    pdokUrl: string | undefined;
    pdokTimeoutMs: number;
  };
  /** Uploaded photos: the store (folder, database or S3; served under /media/) and the size limit. */
  media: MediaConfig;
  /** Photo recognition chain (modules/recognition/README.md): external service, local model, built-in. */
  recognition: {
    url: string | undefined;
    key: string | undefined;
    timeoutMs: number;
    modelPath: string | undefined;
    labelsPath: string | undefined;
    maxBytes: number;
  };
  /** Count service: error-log key (public, via /config.json), per-IP limits, totals cache, segment. */
  count: {
    errorApiKey: string;
    submitRateLimit: number;
    errorRateLimit: number;
    totalsCacheSeconds: number;
    totalsMaxAgeSeconds: number;
    resultsMaxAgeSeconds: number;
    segmentLookup: boolean;
    segmentDonationUrl: string | null;
  };
  /** Read path: content version poll, response memory, compression threshold, access log. */
  reads: {
    pollSeconds: number;
    maxMegabytes: number;
    maxEntries: number;
    compressThreshold: number;
    /** Share of 1xx–3xx answers logged (4xx and 5xx always are). */
    accessLogSample: number;
  };
  /** The campaign's external links for the home screen; null hides that block. */
  links: CampaignLinks;
  /** Issue 11 security: per-route limits, login throttle, supplied keys, admin endpoints. */
  security: SecurityConfig;
  /** Fail fast, recover by itself (decisions 040–041). */
  resilience: {
    redisCommandTimeoutMs: number;
    redisProbeMs: number;
    redisBreakerFailures: number;
    /** The office's platform health: each instance's heartbeat in Redis (decision 121). */
    heartbeatMs: number;
    databasePoolMax: number;
    databaseConnectTimeoutMs: number;
    databaseStatementTimeoutMs: number;
    databaseStartTimeoutSeconds: number;
    readyTimeoutMs: number;
    /** Slow clients: headers, and the whole request, must arrive in this time (Node's server timeouts). */
    headersTimeoutMs: number;
    requestTimeoutMs: number;
    /** After SIGTERM: /readyz answers 503 this long before the listener closes. */
    shutdownDrainMs: number;
  };
}

export interface CampaignLinks {
  socialWall: string | null;
  results: string | null;
  signUp: string | null;
  course: string | null;
  share: string | null;
  social: { title: string; url: string }[];
}
