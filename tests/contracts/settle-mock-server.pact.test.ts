import fs from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PactV4 } from '@pact-foundation/pact';

/** The workaround of settle-mock-server.ts waits for the mock server, but never hides a missing request. */
const dir = fs.mkdtempSync(path.join(tmpdir(), 'attest-pact-settle-'));
const pact = new PactV4({ consumer: 'attest-web-settle', provider: 'nobody', dir, logLevel: 'error' });

afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

it('still fails a test whose expected request never came, after waiting for the mock server', async () => {
  const started = Date.now();
  await expect(
    pact
      .addInteraction()
      .uponReceiving('a request nobody sends')
      .withRequest('GET', '/never')
      .willRespondWith(204)
      .executeTest(async () => 'done'),
  ).rejects.toThrow(/expected but not received/);
  expect(Date.now() - started).toBeGreaterThanOrEqual(2000);
});
