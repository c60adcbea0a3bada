import type { Container } from 'inversify';
import { HandoffStartUseCase } from '../application/use-cases/handoff-start.use-case';
import type { Session } from '../domain/session/session';
import { HANDOFF_FAILED_PATH, parseStartupQuery, startupRedirect } from '../domain/session/startup-query';

/**
 * The start of a hand-off link (contracts/README.md 'Hand-off codes'), in a chunk of its own so the
 * overview's start bundle does not carry it: the code is redeemed before anything else loads, then
 * the address is replaced, so the code is neither kept in the history nor sent again by a reload:
 * by q's question, or by the link-expired page when the code cannot be redeemed.
 */
export async function startFromHandoff(container: Container, search: string): Promise<Session | null> {
  const query = parseStartupQuery(search);
  const code = query.handoff;
  const session = code === undefined ? null : await container.get(HandoffStartUseCase).execute(code);
  window.history.replaceState(null, '', session === null ? HANDOFF_FAILED_PATH : (startupRedirect(query) ?? '/'));
  return session;
}
