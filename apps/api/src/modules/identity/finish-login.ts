import type { FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import type { InteractionResults } from 'oidc-provider';

type Interaction = Awaited<ReturnType<Provider['interactionDetails']>>;

/**
 * Ends an interaction: the login (when `accountId` is given) and the consent, which is implicit
 * for this first-party app: everything the client asked for is granted. Returns where to go.
 */
export async function finishLogin(
  provider: Provider,
  request: FastifyRequest,
  reply: FastifyReply,
  interaction: Interaction,
  accountId?: string,
): Promise<string> {
  const subject = accountId ?? interaction.session?.accountId;
  if (!subject) {
    return provider.interactionResult(request.raw, reply.raw, { error: 'login_required' });
  }
  const clientId = String(interaction.params.client_id);
  const grant = interaction.grantId
    ? ((await provider.Grant.find(interaction.grantId)) ??
      new provider.Grant({ accountId: subject, clientId }))
    : new provider.Grant({ accountId: subject, clientId });
  const missing = interaction.prompt.details as {
    missingOIDCScope?: string[];
    missingOIDCClaims?: string[];
    missingResourceScopes?: Record<string, string[]>;
  };
  if (missing.missingOIDCScope) grant.addOIDCScope(missing.missingOIDCScope.join(' '));
  if (missing.missingOIDCClaims) grant.addOIDCClaims(missing.missingOIDCClaims);
  for (const [indicator, scopes] of Object.entries(missing.missingResourceScopes ?? {})) {
    grant.addResourceScope(indicator, scopes.join(' '));
  }
  // A login prompt does not list consent details yet; the provider asks again for consent.
  const result: InteractionResults = {};
  if (accountId) result.login = { accountId };
  if (interaction.prompt.name === 'consent') result.consent = { grantId: await grant.save() };
  return provider.interactionResult(request.raw, reply.raw, result, {
    mergeWithLastSubmission: true,
  });
}
