import type { FastifyReply, FastifyRequest } from 'fastify';

/** Every refusal of malformed input: 400 with one line saying what is wrong. */
export const badRequest = (reply: FastifyReply, error: string): FastifyReply => reply.code(400).send({ error });

export const noContent = (reply: FastifyReply): FastifyReply => reply.code(204).send();

export const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** One header's value; a repeated header counts as absent rather than guessing which one wins. */
export function headerOf(request: FastifyRequest, name: string): string | null {
  const value = request.headers[name.toLowerCase()];
  return typeof value === 'string' && value !== '' ? value : null;
}

export function cookieOf(request: FastifyRequest, name: string): string | null {
  for (const part of (headerOf(request, 'cookie') ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name && rest.length > 0) return rest.join('=');
  }
  return null;
}

/** A query parameter as a list (repeated keys: ?datumId=a&datumId=b). */
export function queryList(request: FastifyRequest, name: string): string[] {
  const value = (request.query as Record<string, unknown>)[name];
  if (value === undefined) return [];
  return (Array.isArray(value) ? value : [value]).filter((v): v is string => typeof v === 'string');
}

/** The origin the browser used, so links work behind the dev server's proxy too. */
export function originOf(request: FastifyRequest): string {
  const host = headerOf(request, 'host') ?? 'localhost';
  return `${request.protocol}://${host}`;
}

/** The case of a path's `:caseId`: digits only, so '0x29' or '4.1e1' never reach case 41. */
export function caseIdParam(request: FastifyRequest): number | null {
  const raw = (request.params as { caseId?: string }).caseId ?? '';
  return /^\d{1,15}$/.test(raw) ? Number(raw) : null;
}
