import fs from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** The committed pact files, which `npm test` verifies against the sandbox. */
export const CONTRACTS = path.resolve(__dirname, '../../contracts');

/**
 * Where a consumer test writes its pact: a fresh temporary folder, so the provider verification
 * running beside it in `npm test` reads the committed file undisturbed. The file's last test
 * calls `matchCommitted`: `npm run test:contracts` (ATTEST_WRITE_CONTRACTS=1) first copies the
 * new pact over the committed one; in every run the committed file must then hold exactly the
 * interactions the consumer tests wrote, so a stale contract fails `npm test`.
 */
export function pactOutput(file: string): { dir: string; matchCommitted: () => void } {
  const dir = fs.mkdtempSync(path.join(tmpdir(), 'attest-pact-'));
  const written = path.join(dir, file);
  const committed = path.join(CONTRACTS, file);
  const interactionsOf = (pactFile: string): unknown =>
    (JSON.parse(fs.readFileSync(pactFile, 'utf8')) as { interactions: unknown }).interactions;
  return {
    dir,
    matchCommitted: () => {
      if (process.env.ATTEST_WRITE_CONTRACTS === '1') fs.copyFileSync(written, committed);
      expect(interactionsOf(committed)).toEqual(interactionsOf(written));
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
