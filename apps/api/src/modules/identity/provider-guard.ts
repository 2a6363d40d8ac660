import type Provider from 'oidc-provider';

/** What the provider answers for its own failure, in Dutch (its default is English). */
export const PROVIDER_FAILED =
  'Inloggen lukt nu even niet. Probeer het over een paar minuten opnieuw.';

/**
 * A Host header the provider can build its URLs from: a name or an IPv4/IPv6 address with an
 * optional port that exists. Anything else made it throw (500) while building the issuer URL.
 */
export function validHost(host: string | undefined): boolean {
  if (!host || host.length > 255) return false;
  const match = /^(\[[0-9a-f:.]+\]|[a-z0-9.-]+)(?::(\d{1,5}))?$/i.exec(host);
  if (!match || (match[2] !== undefined && Number(match[2]) > 65_535)) return false;
  try {
    return new URL(`http://${host}`).host === host.toLowerCase().replace(/:80$/, '');
  } catch {
    return false;
  }
}

/**
 * The provider's own failures are logged as errors (it only emits them), and what still
 * reaches Koa's fallback (English "Internal Server Error") or the provider's "oops! something
 * went wrong" is answered in Dutch.
 */
export function guardProvider(provider: Provider, onServerError: (error: unknown) => void): void {
  provider.on('server_error', (_ctx: unknown, error: unknown) => onServerError(error));
  // Koa's own 'error' event: without a listener it writes the stack to stderr.
  provider.app.on('error', (error: unknown) => onServerError(error));
  provider.use(async (ctx, next) => {
    try {
      await next();
    } catch (error) {
      onServerError(error);
      ctx.status = 500;
      ctx.body = { error: 'server_error', error_description: PROVIDER_FAILED };
      return;
    }
    if (ctx.body === undefined || ctx.body === null) {
      // Nothing answered (a method the provider does not route): Koa would say "Not Found".
      if (ctx.status === 404) {
        ctx.body = { message: 'Niet gevonden' };
        ctx.status = 404;
      }
      return;
    }
    const body = ctx.body as { error?: unknown };
    if (ctx.status >= 500 && typeof body === 'object' && body.error === 'server_error') {
      ctx.body = { error: 'server_error', error_description: PROVIDER_FAILED };
    }
  });
}
