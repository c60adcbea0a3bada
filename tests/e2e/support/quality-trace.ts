import type { Browser, Page } from 'playwright-core';
import { QUALITY_MEASURE_NAME } from '../../../src/adapters/images/image-pipeline';
import type { ImageQuality } from '../../../src/domain/images/quality';

/** One run of the blur and glare pre-check as a Chromium trace recorded it. */
export interface QualityMeasure {
  readonly ms: number;
  /** The figures the pipeline put in the measure's detail; null when the trace did not carry them. */
  readonly quality: ImageQuality | null;
  /** The thread it ran on (a worker's differs from the page's). */
  readonly thread: number;
}

interface TraceEvent {
  readonly name?: string;
  readonly ph?: string;
  readonly ts?: number;
  readonly dur?: number;
  readonly tid?: number;
  readonly id?: string;
  readonly id2?: { readonly local?: string };
  readonly args?: { readonly detail?: string };
}

const qualityOf = (detail: string | undefined): ImageQuality | null => {
  try {
    const parsed = JSON.parse(detail ?? 'null') as ImageQuality | null;
    return typeof parsed?.sharpness === 'number' && typeof parsed.glare === 'number' ? parsed : null;
  } catch {
    return null;
  }
};

/**
 * The pre-check's User Timing measures ('attest:image-quality') in a Chromium trace of the
 * 'blink.user_timing' category, which records the page's workers too: an async pair per measure
 * ('b' with the detail, then 'e'), or one complete event.
 */
export function qualityMeasuresOf(trace: Buffer): QualityMeasure[] {
  const { traceEvents = [] } = JSON.parse(trace.toString('utf8')) as { traceEvents?: TraceEvent[] };
  const measures: QualityMeasure[] = [];
  const begins = new Map<string, TraceEvent>();
  for (const event of traceEvents.filter((candidate) => candidate.name === QUALITY_MEASURE_NAME)) {
    const id = `${event.tid}:${event.id ?? event.id2?.local ?? ''}`;
    if (event.ph === 'X') {
      measures.push({ ms: (event.dur ?? 0) / 1000, quality: qualityOf(event.args?.detail), thread: event.tid ?? 0 });
    } else if (event.ph === 'b') {
      begins.set(id, event);
    } else if (event.ph === 'e') {
      const begin = begins.get(id);
      if (begin === undefined) continue;
      measures.push({
        ms: ((event.ts ?? 0) - (begin.ts ?? 0)) / 1000,
        quality: qualityOf(begin.args?.detail),
        thread: begin.tid ?? 0,
      });
    }
  }
  return measures;
}

/** Runs `act` while Chromium traces the page's User Timing, and answers the pre-check's measures. */
export async function tracingQuality(
  browser: Browser,
  page: Page,
  act: () => Promise<void>,
): Promise<QualityMeasure[]> {
  await browser.startTracing(page, { categories: ['blink.user_timing'] });
  try {
    await act();
  } catch (error) {
    // Stopped either way: a browser traces one thing at a time.
    await browser.stopTracing();
    throw error;
  }
  return qualityMeasuresOf(await browser.stopTracing());
}
