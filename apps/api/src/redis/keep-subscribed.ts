import type { Redis } from 'ioredis';

/**
 * Keeps `client` subscribed to `channel` across reconnects. ioredis's own re-subscribe after a
 * reconnect (`autoResubscribe`) drops the promise of its SUBSCRIBE: when that times out or the
 * connection drops again, the rejection is unhandled and used to end the process. Clients that
 * subscribe are made with `autoResubscribe: false`, and this subscribes again on every `ready`,
 * failures going to `onError`. A subscribe that failed at start (Redis slow or away) is thereby
 * retried on the next connection instead of being lost until a restart.
 */
export function keepSubscribed(
  client: Redis,
  channel: string,
  onError: (error: unknown) => void,
): Promise<void> {
  const subscribe = () =>
    client.subscribe(channel).then(
      () => undefined,
      (error: unknown) => onError(error),
    );
  client.on('ready', () => void subscribe());
  return subscribe();
}
