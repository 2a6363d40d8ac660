import { type Server, Socket, createServer } from 'node:net';

export type ProxyMode = 'forward' | 'refuse' | 'stall' | 'hold';

/**
 * A TCP proxy a test puts between the app and a real server (PostgreSQL, Redis) to take the
 * path away: `refuse` closes every connection at once (a dropped database), `stall` keeps
 * connections open and forwards nothing (a path gone silent), `hold` keeps the bytes of open
 * connections and delivers them when `forward` returns (a server or path that is slow, not
 * gone), `forward` passes bytes through.
 * With no target it only accepts (a blackholed address).
 */
export async function startTcpProxy(target?: { host: string; port: number }) {
  let mode: ProxyMode = target ? 'forward' : 'stall';
  const sockets = new Set<Socket>();
  /** Per held connection: writes its kept bytes on, once forwarding again. */
  const held = new Set<() => void>();
  const server: Server = createServer((client) => {
    sockets.add(client);
    client.on('close', () => sockets.delete(client));
    client.on('error', () => undefined);
    if (mode === 'refuse') return void client.destroy();
    if (mode === 'stall' || mode === 'hold' || !target) return;
    client.pause();
    const upstream = new Socket();
    sockets.add(upstream);
    upstream.on('close', () => {
      sockets.delete(upstream);
      client.destroy();
    });
    upstream.on('error', () => client.destroy());
    client.on('close', () => upstream.destroy());
    upstream.connect(target.port, target.host, () => {
      const kept: { to: Socket; chunk: Buffer }[] = [];
      const flush = () => {
        for (const { to, chunk } of kept.splice(0)) to.write(chunk);
        held.delete(flush);
      };
      const pass = (to: Socket) => (chunk: Buffer) => {
        if (mode === 'forward') to.write(chunk);
        else if (mode === 'hold') {
          kept.push({ to, chunk });
          held.add(flush);
        }
      };
      client.on('data', pass(upstream));
      upstream.on('data', pass(client));
      client.resume();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    port,
    /** Changes what happens from now on; `refuse` also cuts the open connections. */
    setMode(next: ProxyMode) {
      mode = next;
      if (next === 'refuse') for (const socket of sockets) socket.destroy();
      if (next === 'forward') for (const flush of [...held]) flush();
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
