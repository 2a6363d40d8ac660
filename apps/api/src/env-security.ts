import type { RawEnv } from './env-schema.ts';
import type { EnvProblem } from './env-stateless.ts';

export interface SecurityConfig {
  /** Requests per minute per client address. */
  recognitionRateLimit: number;
  segmentRateLimit: number;
  loginThrottle: { perAccount: number; perIp: number; windowMs: number };
  /** Code mails per address and per client address in an hour (one per address per minute). */
  mailLimits: { perAddressHour: number; perClientHour: number };
  /** Keys supplied by the environment (replace the database's of that kind), first one signs. */
  suppliedKeys: { signing: Record<string, unknown>[] | undefined; cookie: string[] | undefined };
  keyRefreshMs: number;
  metricsToken: string | undefined;
  docsToken: string | undefined;
  /** /metrics and /docs only on this port (and not on PORT). */
  adminPort: number | undefined;
}

/** OIDC_SIGNING_KEYS: a JWKS or an array of private RSA JWKs, each with a kid. */
function signingKeysOf(
  value: string | undefined,
): Record<string, unknown>[] | undefined | EnvProblem {
  if (value === undefined) return undefined;
  const fail = (why: string) => ({
    keys: ['OIDC_SIGNING_KEYS'],
    detail: `OIDC_SIGNING_KEYS: ${why}`,
  });
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    return fail('must be JSON (a JWKS or an array of JWKs)');
  }
  const keys = Array.isArray(parsed) ? parsed : (parsed as { keys?: unknown })?.keys;
  if (!Array.isArray(keys) || keys.length === 0) return fail('must hold at least one key');
  for (const key of keys as Record<string, unknown>[]) {
    if (key?.kty !== 'RSA' || typeof key.d !== 'string' || typeof key.kid !== 'string') {
      return fail('every key must be a private RSA JWK with a kid');
    }
  }
  return (keys as Record<string, unknown>[]).map((key) => ({ alg: 'RS256', use: 'sig', ...key }));
}

/** Issue 11's security settings, or the problems that name their keys (as env-stateless.ts). */
export function securityConfigOf(env: RawEnv): { config: SecurityConfig; problems: EnvProblem[] } {
  const signing = signingKeysOf(env.OIDC_SIGNING_KEYS);
  const problems = signing && !Array.isArray(signing) ? [signing] : [];
  const config: SecurityConfig = {
    recognitionRateLimit: env.RECOGNITION_RATE_LIMIT,
    segmentRateLimit: env.SEGMENT_RATE_LIMIT,
    loginThrottle: {
      perAccount: env.LOGIN_THROTTLE_ACCOUNT_MAX,
      perIp: env.LOGIN_THROTTLE_IP_MAX,
      windowMs: env.LOGIN_THROTTLE_MINUTES * 60_000,
    },
    mailLimits: {
      perAddressHour: env.MAIL_LIMIT_ADDRESS_HOUR,
      perClientHour: env.MAIL_LIMIT_CLIENT_HOUR,
    },
    suppliedKeys: {
      signing: Array.isArray(signing) ? signing : undefined,
      cookie: env.OIDC_COOKIE_KEYS?.split(','),
    },
    keyRefreshMs: env.KEY_REFRESH_SECONDS * 1000,
    metricsToken: env.METRICS_TOKEN,
    docsToken: env.DOCS_TOKEN,
    adminPort: env.ADMIN_PORT,
  };
  return { config, problems };
}
