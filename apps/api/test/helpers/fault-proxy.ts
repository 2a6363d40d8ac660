import { type Server, Socket, createServer } from 'node:net';

export interface Faults {
  /** Every chunk is held this long, each way (in order). */
  delayMs: number;
  /** Chunks from the client matching `pattern` are held `ms` longer (a slow command). */
  hold?: { pattern: RegExp; ms: number };
}

/**
 * A TCP proxy that makes a path bad rather than gone: chunks are delayed (`setFaults`), and
 * `reset()` cuts every open connection with an RST (a flapping network, a failover). It starts
 * as a plain pass-through. The Redis reconnect-storm test puts it between an instance and its
 * own redis-server.
 */
export async function startFaultProxy(target: { host: string; port: number }) {
  const sockets = new Set<Socket>();
  let faults: Faults = { delayMs: 0 };
  const server: Server = createServer((client) => {
    const upstream = new Socket();
    sockets.add(client);
    sockets.add(upstream);
    const cut = () => {
      client.resetAndDestroy();
      upstream.resetAndDestroy();
    };
    for (const socket of [client, upstream]) {
      socket.on('error', cut);
      socket.on('close', () => {
        sockets.delete(socket);
        setTimeout(cut, faults.delayMs);
      });
    }
    // Each direction keeps its order: a chunk never leaves before the one ahead of it.
    const pipe = (from: Socket, to: Socket, extra: (chunk: Buffer) => number) => {
      let nextAt = 0;
      from.on('data', (chunk: Buffer) => {
        nextAt = Math.max(nextAt, Date.now() + faults.delayMs + extra(chunk));
        setTimeout(() => to.writable && to.write(chunk), Math.max(0, nextAt - Date.now()));
      });
    };
    const held = (chunk: Buffer) =>
      faults.hold?.pattern.test(chunk.toString('latin1')) ? faults.hold.ms : 0;
    pipe(client, upstream, held);
    pipe(upstream, client, () => 0);
    upstream.connect(target.port, target.host);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  return {
    port: typeof address === 'object' && address ? address.port : 0,
    /** What happens to the chunks from now on. */
    setFaults(next: Faults) {
      faults = next;
    },
    /** Cuts every open connection (RST); new ones are accepted again at once. */
    reset() {
      for (const socket of sockets) socket.resetAndDestroy();
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
