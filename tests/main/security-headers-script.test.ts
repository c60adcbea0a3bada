import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { productionConfigJson } from './valid-config';

// `npm run headers -- F` (scripts/security-headers.ts) as a host's operator runs it.
const root = path.join(__dirname, '../..');
const headers = (file: string) =>
  spawnSync(path.join(root, 'node_modules/.bin/tsx'), ['scripts/security-headers.ts', file], {
    cwd: root,
    encoding: 'utf8',
    timeout: 60_000,
  });

const fileWith = (config: unknown): string => {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'attest-headers-')), 'config.json');
  writeFileSync(file, JSON.stringify(config));
  return file;
};

describe('npm run headers -- F', () => {
  it("prints the example production configuration's policy, with FaceTec's SDK admitted", () => {
    const run = headers('examples/config/production.json');
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('Content-Security-Policy: ');
    expect(run.stdout).toMatch(/script-src [^;]*https:\/\/cdn\.attest\.example/);
    expect(run.stdout).toMatch(/worker-src 'self' blob:/);
    for (const line of [
      'Cross-Origin-Opener-Policy: same-origin',
      'Cross-Origin-Resource-Policy: same-origin',
      'Origin-Agent-Cluster: ?1',
      // ASVS 3.4.1: a year or more, with the subdomains.
      'Strict-Transport-Security: max-age=63072000; includeSubDomains',
    ]) {
      expect(run.stdout).toContain(`  ${line}\n`);
    }
  }, 60_000);

  it('refuses a configuration that names FaceTec in part, with one line naming what is missing', () => {
    const { faceTecDeviceKey: _key, livenessVerifyUrl: _verify, ...partial } = productionConfigJson;
    const run = headers(fileWith(partial));
    expect(run.status).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr.trim().split('\n')).toEqual([
      'config.json: FaceTec is configured in part: faceTecDeviceKey and livenessVerifyUrl are missing (the video selfie needs faceTecSdkUrl, faceTecDeviceKey, faceTecPublicKey and livenessVerifyUrl)',
    ]);
  }, 60_000);

  it('refuses a Sentry DSN without its public key in one line', () => {
    const run = headers(fileWith({ ...productionConfigJson, sentryDsn: 'https://o42.ingest.sentry.io/4242' }));
    expect(run.status).toBe(2);
    expect(run.stderr.trim()).toBe(
      "config.json: sentryDsn must be a Sentry DSN 'https://{public key}@{host}/{project id}', or null",
    );
  }, 60_000);
});
