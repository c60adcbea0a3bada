import { origin } from './browser';

/** The answers the sandbox holds for the link's request, read with the link's own canary. */
export async function storedAnswers(link: string): Promise<Record<string, unknown>> {
  const canary = new URL(link).searchParams.get('canary') ?? '';
  const response = await fetch(`${origin()}/api/interview/attributeData`, { headers: { 'x-csrf-token': canary } });
  return (await response.json()) as Record<string, unknown>;
}
