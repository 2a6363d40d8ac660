import { createHmac } from 'node:crypto';
import { clientNetwork } from '@tvt/domain';

export interface ClientHashes {
  addressHash: string | null;
  networkHash: string | null;
}

/**
 * Keyed hashes (HMAC-SHA-256 with the database's `moderation_key`) of a client address and its
 * network, so the moderation scan can see "many counts from one address" without the address
 * being stored: the whole IPv4 space is small enough to reverse a plain hash, not a keyed one.
 */
export function createClientHashes(secret: () => Promise<string>) {
  let key: Promise<string> | undefined;
  return async (ip: string | undefined): Promise<ClientHashes> => {
    const network = ip === undefined ? undefined : clientNetwork(ip);
    if (ip === undefined || network === undefined) return { addressHash: null, networkHash: null };
    key ??= secret().catch((error: unknown) => {
      key = undefined;
      throw error;
    });
    const hmac = async (value: string) =>
      createHmac('sha256', await key!)
        .update(value)
        .digest('base64url')
        .slice(0, 22);
    const address = ip
      .trim()
      .toLowerCase()
      .replace(/^::ffff:(?=\d+\.)/, '');
    return { addressHash: await hmac(`a:${address}`), networkHash: await hmac(`n:${network}`) };
  };
}
