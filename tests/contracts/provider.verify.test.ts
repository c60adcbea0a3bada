import { readdirSync } from 'node:fs';
import path from 'node:path';
import { Verifier } from '@pact-foundation/pact';
import type { VerifierOptions } from '@pact-foundation/pact';
import { providerStates } from '../../sandbox/provider-states';
import { buildSandbox } from '../../sandbox/server';
import { CONTRACTS } from './pact-output';

/**
 * Verifies every pact in contracts/ against the sandbox, so the sandbox cannot drift from what
 * the app's adapters were tested against. Each API is mounted at the root of its own server,
 * like the real services.
 */
const pacts = readdirSync(CONTRACTS).filter((file) => file.endsWith('.json'));
const providerOf = (file: string): string => file.replace(/^attest-web-/, '').replace(/\.json$/, '');

it('finds a pact for each backend', () => {
  expect(pacts.map(providerOf).sort()).toEqual(['gls-service', 'interview-service']);
});

describe.each(pacts)('%s', (file) => {
  const provider = providerOf(file);
  const mounts = provider === 'gls-service' ? { gls: '' } : { interview: '' };
  const { app, state } = buildSandbox({ mounts });

  afterAll(() => app.close());

  it('is honoured by the sandbox', async () => {
    const origin = await app.listen({ port: 0, host: '127.0.0.1' });
    const handlers: NonNullable<VerifierOptions['stateHandlers']> = {};
    for (const [name, handler] of Object.entries(providerStates(state, origin))) {
      handlers[name] = async (params?: unknown) => {
        handler((params ?? {}) as Record<string, unknown>);
        return undefined;
      };
    }
    await new Verifier({
      provider,
      providerBaseUrl: origin,
      pactUrls: [path.join(CONTRACTS, file)],
      stateHandlers: handlers,
      // A fresh sandbox for every interaction; an interaction with two states adds both.
      beforeEach: async () => state.reset(),
      logLevel: 'warn',
    }).verifyProvider();
  }, 120_000);
});
