/**
 * Works around an upstream race in pact-core 19 (@pact-foundation/pact 16.3 and later): the Rust
 * mock server answers a request first and records the match on a background task, so under CPU
 * load `executeTest` can read the mock server's state before the match is recorded and report a
 * request it did answer as 'expected but not received' (pact-foundation/pact-core-mock-server#13;
 * it failed one CI run here, and 5 of 12 local runs of the consumer tests beside four busy loops).
 *
 * Every consumer test's function is wrapped: when it has finished without an error, this waits
 * until the mock server says every expected request was matched, or SETTLE_LIMIT_MS has passed,
 * before Pact reads the state. A request that was really missing or wrong still fails the test
 * (after the wait). Remove this file once a pact-core release records matches before answering.
 * Pinning 16.2.0 instead is not possible here: its platform packages are not all on the registry
 * this project installs from, so `npm ci` refuses the lock file.
 */
import type { ConsumerPact } from '@pact-foundation/pact-core';
import * as http from '@pact-foundation/pact/src/v4/http';

const SETTLE_LIMIT_MS = 2000;
const SETTLE_STEP_MS = 5;

type ExecuteTest = typeof http.executeTest;

async function settled(pact: ConsumerPact, port: number): Promise<void> {
  const deadline = Date.now() + SETTLE_LIMIT_MS;
  while (!pact.mockServerMatchedSuccessfully(port) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, SETTLE_STEP_MS));
  }
}

const executeTest = http.executeTest;
const settlingExecuteTest: ExecuteTest = (pact, opts, testFn, cleanupFn) =>
  executeTest(
    pact,
    opts,
    async (server) => {
      const value = await testFn(server);
      await settled(pact, server.port);
      return value;
    },
    cleanupFn,
  );

// The interaction builders call `executeTest` through the module's exports at call time.
(http as { executeTest: ExecuteTest }).executeTest = settlingExecuteTest;
