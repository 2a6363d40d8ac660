import type { Config } from '../env.ts';

type TrustProxy = boolean | string[] | ((address: string, hop: number) => boolean);

/**
 * TRUST_PROXY for Fastify. Fastify 5 turns a bare hop count into "trust nothing" (it cannot
 * check the direct peer), so a count becomes the function proxy-addr calls per hop: hop 0 is
 * the socket's peer, hop 1 the last X-Forwarded-For entry (what the balancer appended), and so
 * on. Safe only when the instances are reachable solely through the balancer; otherwise list
 * the balancer's addresses (decision 042).
 */
export function trustProxyOption(value: Config['trustProxy']): TrustProxy {
  if (typeof value !== 'number') return value;
  const hops = value;
  return (_address, hop) => hop < hops;
}
