// The memory half of `npm run bench:capture` (issue 22): what a 24, a 50 and a 100 MP photo cost
// Chromium's memory while the selfie question processes it. Figures printed, never asserted.
import { readFileSync } from 'node:fs';
import type { Browser, CDPSession, Page } from 'playwright-core';

/** Chromium's processes as CDP's SystemInfo.getProcessInfo lists them (the browser's own tree only). */
interface ProcessInfo {
  readonly type: string;
  readonly id: number;
}

/** Resident set size of a process in bytes, from /proc (0 once it has ended, or off Linux). */
function rssOf(pid: number): number {
  try {
    const match = /^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match === null ? 0 : Number(match[1]) * 1024;
  } catch {
    return 0;
  }
}

export interface MemoryFigures {
  /** The renderer processes' resident memory before the photo was chosen (the worker runs in the page's renderer). */
  readonly rendererBaseline: number;
  /** Their peak while the photo was processed, sampled every 25 ms. */
  readonly rendererPeak: number;
  /** Every process of this Chromium (browser, GPU, utility, renderers): the peak of the sum. */
  readonly allPeak: number;
  /** The page's JavaScript heap (CDP Performance JSHeapUsedSize) at its sampled peak: decoded pictures live outside it. */
  readonly jsHeapPeak: number;
}

/**
 * Samples the memory of the browser's processes while `during` runs: /proc's VmRSS of each
 * process CDP lists (so other engineers' Chromiums are never counted), and the page's JS heap.
 */
export async function samplingMemory(
  browser: Browser,
  page: Page,
  during: () => Promise<void>,
): Promise<MemoryFigures> {
  const cdp: CDPSession = await browser.newBrowserCDPSession();
  const pageCdp = await page.context().newCDPSession(page);
  await pageCdp.send('Performance.enable');
  const processes = async (): Promise<ProcessInfo[]> =>
    ((await cdp.send('SystemInfo.getProcessInfo')) as { processInfo: ProcessInfo[] }).processInfo;
  let known = await processes();
  const renderers = () =>
    known.filter((info) => info.type === 'renderer').reduce((sum, info) => sum + rssOf(info.id), 0);
  const all = () => known.reduce((sum, info) => sum + rssOf(info.id), 0);
  const rendererBaseline = renderers();
  let rendererPeak = rendererBaseline;
  let allPeak = all();
  let jsHeapPeak = 0;
  let sampling = true;
  const sample = async () => {
    while (sampling) {
      rendererPeak = Math.max(rendererPeak, renderers());
      allPeak = Math.max(allPeak, all());
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  };
  const heap = async () => {
    while (sampling) {
      try {
        const { metrics } = (await pageCdp.send('Performance.getMetrics')) as {
          metrics: { name: string; value: number }[];
        };
        jsHeapPeak = Math.max(jsHeapPeak, metrics.find((metric) => metric.name === 'JSHeapUsedSize')?.value ?? 0);
        known = await processes();
      } catch {
        // The page went away: the last figures stand.
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
  const loops = [sample(), heap()];
  try {
    await during();
  } finally {
    sampling = false;
    await Promise.all(loops);
    await cdp.detach().catch(() => undefined);
    await pageCdp.detach().catch(() => undefined);
  }
  return { rendererBaseline, rendererPeak, allPeak, jsHeapPeak };
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

/** One line per photo: its size, processing time and the memory figures. */
export function printMemory(
  rows: readonly {
    readonly label: string;
    readonly processingMs: number;
    readonly memory: MemoryFigures;
    readonly outcome: string;
  }[],
): void {
  console.log('\nPeak memory while a photo is processed (Web Worker path; one run each; RSS from /proc):');
  console.log(
    `  ${'photo'.padEnd(30)} ${'outcome'.padEnd(12)} ${'time'.padStart(8)} ${'renderer before'.padStart(16)} ${'renderer peak'.padStart(14)} ${'peak - before'.padStart(14)} ${'all processes'.padStart(14)} ${'page JS heap'.padStart(13)}`,
  );
  for (const { label, processingMs, memory, outcome } of rows) {
    console.log(
      `  ${label.padEnd(30)} ${outcome.padEnd(12)} ${`${processingMs} ms`.padStart(8)} ${mb(memory.rendererBaseline).padStart(16)} ${mb(memory.rendererPeak).padStart(14)} ${mb(memory.rendererPeak - memory.rendererBaseline).padStart(14)} ${mb(memory.allPeak).padStart(14)} ${mb(memory.jsHeapPeak).padStart(13)}`,
    );
  }
}
