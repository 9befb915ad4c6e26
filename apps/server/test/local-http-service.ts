import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedCall {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/**
 * A stand-in for a third party's HTTP API (a push service, an SMS provider) on 127.0.0.1: it keeps
 * every call it receives, and `answer` decides the reply (by default 201 and no body).
 */
export async function startLocalHttpService(
  answer: (call: ReceivedCall, reply: ServerResponse) => void = (_c, r) => r.writeHead(201).end(),
) {
  const calls: ReceivedCall[] = [];
  let respond = answer;
  const server = createServer((request, reply) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const call = { method: request.method ?? '', path: request.url ?? '', headers: request.headers, body: Buffer.concat(chunks) };
      calls.push(call);
      respond(call, reply);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    /** Changes how later calls are answered. */
    answerWith(next: typeof answer) {
      respond = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type LocalHttpService = Awaited<ReturnType<typeof startLocalHttpService>>;
