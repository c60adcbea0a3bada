import { createServer, type IncomingHttpHeaders, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the server saw of one call. */
export interface SeenRequest {
  readonly method: string;
  readonly url: string;
  readonly headers: IncomingHttpHeaders;
  readonly body: string;
}

/**
 * How the server answers a call; 'hang' never answers (for time-outs), 'drop' closes the
 * connection without answering, 'cut' closes it halfway through a 200's body.
 */
export type Answer = { readonly status: number; readonly body?: string | object } | 'hang' | 'drop' | 'cut';

/**
 * A tiny HTTP server on 127.0.0.1, port 0, for adapter tests over real HTTP: it records every
 * request and answers with whatever the test set for it.
 */
export class TestServer {
  readonly seen: SeenRequest[] = [];
  private answer: (request: SeenRequest) => Answer = () => ({ status: 204 });
  private readonly server: Server;

  private constructor() {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        const request = {
          method: req.method ?? '',
          url: req.url ?? '',
          headers: req.headers,
          body: Buffer.concat(chunks).toString('utf8'),
        };
        this.seen.push(request);
        reply(res, this.answer(request));
      });
    });
  }

  static async start(): Promise<TestServer> {
    const server = new TestServer();
    await new Promise<void>((resolve) => server.server.listen(0, '127.0.0.1', resolve));
    return server;
  }

  get url(): string {
    const { port } = this.server.address() as AddressInfo;
    return `http://127.0.0.1:${port}`;
  }

  answerWith(answer: Answer | ((request: SeenRequest) => Answer)): void {
    this.answer = typeof answer === 'function' ? answer : () => answer;
  }

  async stop(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

function reply(res: ServerResponse, answer: Answer): void {
  if (answer === 'hang') return;
  if (answer === 'drop') {
    res.socket?.destroy();
    return;
  }
  if (answer === 'cut') {
    res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': '64' });
    res.write('{"partial": ', () => res.socket?.destroy());
    return;
  }
  const { status, body } = answer;
  if (body === undefined) {
    res.writeHead(status).end();
    return;
  }
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  const type = typeof body === 'string' ? 'text/plain' : 'application/json';
  res.writeHead(status, { 'Content-Type': type }).end(text);
}
