import net from 'node:net';

export interface TcpProxy {
  port: number;
  /** Like a stopped database server: every open connection is cut and new ones are refused. */
  cut(): Promise<void>;
  /** Accepts connections again, on the same port. */
  restore(): Promise<void>;
  close(): Promise<void>;
}

/** A TCP proxy in front of `target`, so a test can take the database away from a running server. */
export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const sockets = new Set<net.Socket>();
  const track = (socket: net.Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  };
  const server = net.createServer((client) => {
    const upstream = net.connect(target.port, target.host);
    track(client);
    track(upstream);
    client.pipe(upstream).pipe(client);
    // Either side ending or failing ends both, the way a dead peer looks to a client.
    const end = () => {
      client.destroy();
      upstream.destroy();
    };
    client.once('error', end).once('close', end);
    upstream.once('error', end).once('close', end);
  });
  const listen = (port: number) =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve();
      });
    });
  await listen(0);
  const port = (server.address() as net.AddressInfo).port;
  const stopListening = () => new Promise<void>((resolve) => server.close(() => resolve()));

  return {
    port,
    async cut() {
      const closed = stopListening();
      for (const socket of sockets) socket.destroy();
      await closed;
    },
    restore: () => listen(port),
    async close() {
      for (const socket of sockets) socket.destroy();
      if (server.listening) await stopListening();
    },
  };
}
