import { type RolesClaimMapping, parseRolesMap } from '@tvt/domain';
import type { RawEnv } from './env-schema.ts';
import { EnvError } from './env-error.ts';

/** PUBLIC_URL without its trailing slash, or this machine's address on PORT. */
export function publicUrlOf(env: RawEnv): string {
  return (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, '');
}

/** Both introspection credentials or neither; they only mean something for an external issuer. */
export function introspectionOf(env: RawEnv) {
  const clientId = env.OIDC_INTROSPECTION_CLIENT_ID;
  const clientSecret = env.OIDC_INTROSPECTION_CLIENT_SECRET;
  if (clientId === undefined && clientSecret === undefined) return undefined;
  const keys = ['OIDC_INTROSPECTION_CLIENT_ID', 'OIDC_INTROSPECTION_CLIENT_SECRET'];
  if (clientId === undefined || clientSecret === undefined) {
    throw new EnvError(keys, [`${keys.join(', ')}: set both or neither`]);
  }
  if ((env.OIDC_ISSUER ?? env.OIDC_AUTHORITY) === undefined) {
    throw new EnvError(keys, [`${keys.join(', ')}: only used with OIDC_ISSUER`]);
  }
  return { clientId, clientSecret };
}

/** OIDC_ROLES_CLAIM (+ OIDC_ROLES_MAP): how an external issuer's token names office roles. */
export function rolesClaimOf(env: RawEnv): RolesClaimMapping | undefined {
  const keys = ['OIDC_ROLES_CLAIM', 'OIDC_ROLES_MAP'];
  const path = env.OIDC_ROLES_CLAIM;
  if (path === undefined) {
    if (env.OIDC_ROLES_MAP !== undefined) {
      throw new EnvError(keys, ['OIDC_ROLES_MAP: only used with OIDC_ROLES_CLAIM']);
    }
    return undefined;
  }
  if ((env.OIDC_ISSUER ?? env.OIDC_AUTHORITY) === undefined) {
    throw new EnvError(keys, ['OIDC_ROLES_CLAIM: only used with OIDC_ISSUER']);
  }
  if (env.OIDC_ROLES_MAP === undefined) return { path };
  const map = parseRolesMap(env.OIDC_ROLES_MAP);
  if (typeof map === 'string') throw new EnvError(keys, [`OIDC_ROLES_MAP: ${map}`]);
  return { path, map };
}

/** OIDC_ISSUER (OIDC_AUTHORITY is its older name), else the embedded provider under /oidc. */
export function issuerOf(env: RawEnv): string {
  const external = env.OIDC_ISSUER ?? env.OIDC_AUTHORITY;
  return external ? external.replace(/\/+$/, '') : `${publicUrlOf(env)}/oidc`;
}
