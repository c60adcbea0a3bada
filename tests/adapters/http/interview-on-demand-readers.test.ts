import type { Server } from 'node:http';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { HttpInterviewService } from '../../../src/adapters/http/http-interview-service';

/**
 * The readers only question screens and the chat need load on the first such call (a chunk of
 * their own in the browser). A chunk that cannot load is a network failure value. A call that is
 * not a read is then not sent (the service must not take an answer the app could not read); a read
 * goes out beside the chunk's load, so its answer is not waited for twice.
 */
jest.mock('../../../src/adapters/http/interview-wire-on-demand', () => {
  throw new Error('Loading chunk 769 failed.');
});

let server: Server;
let baseUrl: string;
let requests = 0;

beforeAll(async () => {
  server = createServer((_request, response) => {
    requests += 1;
    response.writeHead(200, { Connection: 'close', 'Content-Type': 'application/json' });
    response.end(JSON.stringify({ providers: [{ displayName: 'Power Co', canonicalName: 'power-co' }] }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const NETWORK_FAILURE = {
  ok: false,
  error: { kind: 'network', reason: 'cancelled-network-request', message: 'Network issue: request cancelled' },
};

it('answers a network failure, without sending the call, when the readers of a call that is not a read cannot load', async () => {
  const service = new HttpInterviewService({ baseUrl, timeoutMs: 5_000 });
  await expect(service.askChatbot('evie', 'session-1', 'What is an FCRA consent?', 'en')).resolves.toEqual(
    NETWORK_FAILURE,
  );
  expect(requests).toBe(0);
});

it('sends a read beside the readers’ load, and answers a network failure when they cannot load', async () => {
  const service = new HttpInterviewService({ baseUrl, timeoutMs: 5_000 });
  await expect(service.getUtilityProviders()).resolves.toEqual(NETWORK_FAILURE);
  expect(requests).toBe(1);
});

it('still sends the calls the start bundle’s readers read', async () => {
  const service = new HttpInterviewService({ baseUrl, timeoutMs: 5_000 });
  const relyingParty = await service.getRelyingParty('rpr-1');
  // The server's body has no dn: the start reader ran and refused it (a contract drift).
  expect(relyingParty).toMatchObject({ ok: false, error: { kind: 'malformed' } });
  expect(requests).toBe(2);
});
