import net from 'node:net';

export interface TcpProxy {
  port: number;
  /** Like a stopped database server: every open connection is cut and new ones are refused. */
  cut(): Promise<void>;
  /**
   * Like a network that drops every packet: nothing is refused, reset or closed, and nothing gets
   * through. Open connections stay silent for good (a partition outlasts the server's side of
   * them); new ones are accepted, and stay silent until `restore`.
   */
  blackhole(): void;
  /** Accepts and forwards connections again, on the same port. */
  restore(): Promise<void>;
  close(): Promise<void>;
}

/** A TCP proxy in front of `target`, so a test can take the database away from a running server. */
export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const sockets = new Set<net.Socket>();
  /** Connections whose bytes are dropped from now on, both ways. */
  const silenced = new Set<net.Socket>();
  let dropping = false;
  const track = (socket: net.Socket) => {
    sockets.add(socket);
    socket.once('close', () => {
      sockets.delete(socket);
      silenced.delete(socket);
    });
  };
  const server = net.createServer((client) => {
    track(client);
    client.on('error', () => client.destroy());
    if (dropping) {
      // Accepted, read and never answered.
      silenced.add(client);
      client.resume();
      return;
    }
    const upstream = net.connect(target.port, target.host);
    track(upstream);
    client.on('data', (chunk) => {
      if (!silenced.has(client)) upstream.write(chunk);
    });
    upstream.on('data', (chunk) => {
      if (!silenced.has(client)) client.write(chunk);
    });
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
    blackhole() {
      dropping = true;
      for (const socket of sockets) silenced.add(socket);
    },
    async restore() {
      dropping = false;
      if (!server.listening) await listen(port);
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      if (server.listening) await stopListening();
    },
  };
}

/** A proxy in front of a database, and the database's URL through it (for outages the test controls). */
export async function proxyDatabase(databaseUrl: string): Promise<{ proxy: TcpProxy; url: string }> {
  const target = new URL(databaseUrl);
  const proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
  const proxied = new URL(databaseUrl);
  proxied.hostname = '127.0.0.1';
  proxied.port = String(proxy.port);
  return { proxy, url: proxied.toString() };
}
