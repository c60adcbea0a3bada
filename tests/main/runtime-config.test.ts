import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sandboxConfig } from '../../sandbox/routes/control-routes';
import { HELP_TOPICS } from '../../src/domain/business/help-topics';
import { appSettingsOf } from '../../src/main/app-settings-of';
import { loadRuntimeConfig, parseRuntimeConfig } from '../../src/main/runtime-config';
import { productionConfigJson, sandboxConfigJson } from './valid-config';

const errorOf = (raw: unknown): string => {
  const result = parseRuntimeConfig(raw);
  if (result.ok) throw new Error('expected the configuration to be refused');
  return result.error;
};

describe('parseRuntimeConfig', () => {
  it('accepts the sandbox configuration with same-origin paths and no vendor keys', () => {
    const result = parseRuntimeConfig(sandboxConfigJson);
    expect(result).toEqual({
      ok: true,
      value: expect.objectContaining({
        interviewServiceUrl: '/api/interview',
        stripePublicKey: null,
        sentryDsn: null,
        environment: 'sandbox',
        faceTecSdkUrl: null,
        faceTecDeviceKey: null,
        livenessVerifyUrl: null,
      }),
    });
  });

  it('accepts absolute https addresses and a publishable Stripe key', () => {
    const result = parseRuntimeConfig(productionConfigJson);
    expect(result.ok && result.value.stripePublicKey).toBe('pk_live_51Example');
    expect(result.ok && result.value.faceTecSdkUrl).toBe(productionConfigJson.faceTecSdkUrl);
  });

  it('puts the liveness session-token address under the interview service unless configured', () => {
    const derived = parseRuntimeConfig({ ...productionConfigJson, interviewServiceUrl: 'https://i.example/api/' });
    expect(derived.ok && derived.value.livenessSessionTokenUrl).toBe('https://i.example/api/liveness/session-token');
    const given = parseRuntimeConfig({ ...sandboxConfigJson, livenessSessionTokenUrl: '/api/liveness/token' });
    expect(given.ok && given.value.livenessSessionTokenUrl).toBe('/api/liveness/token');
  });

  it('reads the liveness credentials flag, false when absent, and refuses anything but a boolean', () => {
    const absent = parseRuntimeConfig(productionConfigJson);
    expect(absent.ok && absent.value.livenessWithCredentials).toBe(false);
    const given = parseRuntimeConfig({ ...productionConfigJson, livenessWithCredentials: true });
    expect(given.ok && given.value.livenessWithCredentials).toBe(true);
    expect(errorOf({ ...productionConfigJson, livenessWithCredentials: 'yes' })).toBe(
      'config.json: livenessWithCredentials must be true or false',
    );
  });

  it('reads the image origins, none when absent', () => {
    const none = parseRuntimeConfig(sandboxConfigJson);
    expect(none.ok && none.value.imageOrigins).toEqual([]);
    const some = parseRuntimeConfig({
      ...productionConfigJson,
      imageOrigins: ['https://Assets.Attest.example/', 'http://127.0.0.1:8080'],
    });
    expect(some.ok && some.value.imageOrigins).toEqual(['https://assets.attest.example', 'http://127.0.0.1:8080']);
  });

  it('reads the redirect origins, null (none named) when absent or null, refusing what is not an origin', () => {
    const none = parseRuntimeConfig(sandboxConfigJson);
    expect(none.ok && none.value.redirectOrigins).toBeNull();
    const empty = parseRuntimeConfig({ ...productionConfigJson, redirectOrigins: null });
    expect(empty.ok && empty.value.redirectOrigins).toBeNull();
    const some = parseRuntimeConfig({ ...productionConfigJson, redirectOrigins: ['https://Next.example/'] });
    expect(some.ok && some.value.redirectOrigins).toEqual(['https://next.example']);
    expect(errorOf({ ...productionConfigJson, redirectOrigins: ['https://next.example/step'] })).toMatch(
      /^config\.json: redirectOrigins must be a list of origins/,
    );
  });

  it.each([
    'https://assets.example/logos',
    'http://assets.example',
    'https://user@assets.example',
    '//assets.example',
    'data:',
    42,
  ])('refuses the image origin %p with a message naming the field', (origin) => {
    expect(errorOf({ ...productionConfigJson, imageOrigins: [origin] })).toMatch(
      /^config\.json: imageOrigins must be a list of origins/,
    );
    expect(errorOf({ ...productionConfigJson, imageOrigins: 'https://assets.example' })).toMatch(/imageOrigins/);
  });

  it('takes plain http for a service only on loopback (the sandbox, a developer machine)', () => {
    const parsed = parseRuntimeConfig({
      ...productionConfigJson,
      interviewServiceUrl: 'http://127.0.0.1:8080/api/interview',
      glsServiceUrl: 'http://localhost:8080/api/gls',
    });
    expect(parsed.ok && parsed.value.interviewServiceUrl).toBe('http://127.0.0.1:8080/api/interview');
  });

  it.each([
    ['interviewServiceUrl', 'javascript:alert(1)'],
    ['glsServiceUrl', 'api/gls'],
    ['partnerConfigUrl', '//evil.example/config'],
    ['faceTecSdkUrl', 'data:text/javascript,alert(1)'],
    // ASVS 12.2.1: answers and the SDK never travel unencrypted off the machine.
    ['interviewServiceUrl', 'http://interview.attest.example/api'],
    ['livenessVerifyUrl', 'http://liveness.attest.example/verify'],
    ['faceTecSdkUrl', 'http://cdn.attest.example/FaceTecSDK.js'],
  ])('refuses %s = %p with a message naming the field', (field, value) => {
    const message = errorOf({ ...productionConfigJson, [field]: value });
    expect(message).toContain(field);
    expect(message).toContain("absolute https URL (http only on localhost) or a path starting with '/'");
    expect(message).not.toContain('\n');
  });

  it.each([
    ['a path', '/api/gls/v1/auth'],
    ['a relative address', 'auth/google'],
    ['plain http off loopback', 'http://identity.attest.example/auth'],
    ['another scheme', 'ftp://files.example/auth'],
    ['a number', 42],
  ])('refuses a sign-in address that the browser cannot be sent to (%s) with a clear message', (_case, value) => {
    expect(errorOf({ ...productionConfigJson, signInUrl: value })).toBe(
      'config.json: signInUrl must be an absolute https URL (http only on localhost), not a path: the browser is sent there',
    );
  });

  it.each([
    ['a path', '/error/gls/not-found'],
    ['plain http off loopback', 'http://attest.example/registration-not-found'],
  ])('refuses a registration-not-found target the browser cannot be sent to (%s)', (_case, value) => {
    expect(errorOf({ ...productionConfigJson, registrationNotFoundUrl: value })).toBe(
      'config.json: registrationNotFoundUrl must be an absolute https URL (http only on localhost), not a path: the browser is sent there',
    );
  });

  it('takes an optional ads dashboard address: absent or null is no link, a path is refused', () => {
    const { adsDashboardUrl: _dropped, ...without } = productionConfigJson;
    const absent = parseRuntimeConfig(without);
    expect(absent.ok && absent.value.adsDashboardUrl).toBeNull();
    const none = parseRuntimeConfig({ ...productionConfigJson, adsDashboardUrl: null });
    expect(none.ok && none.value.adsDashboardUrl).toBeNull();
    const given = parseRuntimeConfig(productionConfigJson);
    expect(given.ok && given.value.adsDashboardUrl).toBe('https://ads.google.com/localservices');
    expect(errorOf({ ...productionConfigJson, adsDashboardUrl: '/ads' })).toBe(
      'config.json: adsDashboardUrl must be an absolute https URL (http only on localhost), not a path: the browser is sent there, or null',
    );
  });

  it('takes optional help articles by topic: absent or null is none, each an address the browser leaves for', () => {
    const absent = parseRuntimeConfig(productionConfigJson);
    expect(absent.ok && absent.value.helpArticles).toEqual({});
    const none = parseRuntimeConfig({ ...productionConfigJson, helpArticles: null });
    expect(none.ok && none.value.helpArticles).toEqual({});
    const some = parseRuntimeConfig({
      ...productionConfigJson,
      helpArticles: {
        'step.processing': 'https://support.example/checks',
        'gls.fieldworkers': 'http://localhost:8080/h',
      },
    });
    expect(some.ok && some.value.helpArticles).toEqual({
      'step.processing': 'https://support.example/checks',
      'gls.fieldworkers': 'http://localhost:8080/h',
    });
    expect(appSettingsOf(some.ok ? some.value : (undefined as never), 'https://a.example').helpArticles).toEqual({
      'step.processing': 'https://support.example/checks',
      'gls.fieldworkers': 'http://localhost:8080/h',
    });
  });

  it.each([
    ['a path', { 'step.collect': '/help' }, 'helpArticles.step.collect must be an absolute https URL'],
    ['plain http off loopback', { 'step.collect': 'http://help.example' }, 'helpArticles.step.collect must be'],
    ['not a string', { 'gls.businessaddress': 3 }, 'helpArticles.gls.businessaddress must be'],
    ['an unknown topic', { 'gls.fieldworker': 'https://help.example' }, 'helpArticles.gls.fieldworker is not one of'],
    ['a list', ['https://help.example'], 'helpArticles must be an object of addresses by topic'],
  ])('refuses help articles with %s', (_case, helpArticles, message) => {
    expect(errorOf({ ...productionConfigJson, helpArticles })).toContain(`config.json: ${message}`);
  });

  it("reads the example production configuration and the sandbox's, each with an article for every topic", () => {
    const production = parseRuntimeConfig(
      JSON.parse(readFileSync(path.join(__dirname, '../../examples/config/production.json'), 'utf8')),
    );
    const sandbox = parseRuntimeConfig(
      sandboxConfig({ interview: '/i', gls: '/g', partnerConfig: '/p' }, 'http://127.0.0.1:8080'),
    );
    for (const config of [production, sandbox]) {
      expect(config.ok && Object.keys(config.value.helpArticles).sort()).toEqual([...HELP_TOPICS].sort());
    }
  });

  it("takes no tracking by default, the console one when named, and the sandbox's console", () => {
    const tracking = (json: object) => {
      const config = parseRuntimeConfig(json);
      return config.ok ? config.value.tracking : config.error;
    };
    expect(tracking(productionConfigJson)).toBe('none');
    expect(tracking({ ...productionConfigJson, tracking: null })).toBe('none');
    expect(tracking({ ...productionConfigJson, environment: 'staging', tracking: 'console' })).toBe('console');
    expect(tracking(sandboxConfig({ interview: '/i', gls: '/g', partnerConfig: '/p' }, 'http://127.0.0.1:8080'))).toBe(
      'console',
    );
    expect(tracking({ ...productionConfigJson, tracking: 'segment' })).toBe(
      'config.json: tracking must be one of none, console',
    );
  });

  it('takes an absolute sign-in address, http on localhost included (the sandbox)', () => {
    for (const signInUrl of ['https://identity.attest.example/auth/google', 'http://localhost:8080/sign-in']) {
      const config = parseRuntimeConfig({ ...productionConfigJson, signInUrl });
      expect(config.ok && config.value.signInUrl).toBe(signInUrl);
    }
  });

  it.each(['interviewServiceUrl', 'stripePublicKey', 'sentryDsn', 'chatbotId', 'faceTecSdkUrl', 'signInUrl'])(
    'says when %s is missing',
    (field) => {
      const { [field]: _dropped, ...rest } = productionConfigJson as Record<string, unknown>;
      expect(errorOf(rest)).toBe(`config.json: ${field} is missing`);
    },
  );

  it('refuses a secret Stripe key, which must never reach a browser', () => {
    expect(errorOf({ ...productionConfigJson, stripePublicKey: 'sk_live_secret' })).toBe(
      "config.json: stripePublicKey must be a publishable key starting with 'pk_', or null",
    );
  });

  it('refuses an unknown environment, listing the known ones', () => {
    expect(errorOf({ ...productionConfigJson, environment: 'prod' })).toBe(
      'config.json: environment must be one of dev, int, loadtest, staging, demo, production, sandbox',
    );
  });

  it('refuses a blank brand name and a blank chatbot id', () => {
    expect(errorOf({ ...productionConfigJson, brandName: '  ' })).toContain('brandName');
    expect(errorOf({ ...productionConfigJson, chatbotId: '' })).toBe(
      'config.json: chatbotId must be a non-empty string or null',
    );
  });

  it.each([null, [], 'config', 7])('refuses %p, which is not a JSON object', (raw) => {
    expect(errorOf(raw)).toBe('config.json: the configuration must be a JSON object');
  });
});

describe('loadRuntimeConfig', () => {
  const answering = (status: number, text: string) => async (url: string, init: RequestInit) => {
    answering.calls.push({ url, init });
    return { ok: status >= 200 && status < 300, status, text: async () => text };
  };
  answering.calls = [] as { url: string; init: RequestInit }[];

  it('fetches /config.json from the same origin, bypassing the cache', async () => {
    answering.calls = [];
    const result = await loadRuntimeConfig(answering(200, JSON.stringify(sandboxConfigJson)));
    expect(result.ok).toBe(true);
    expect(answering.calls[0]).toEqual({ url: '/config.json', init: expect.objectContaining({ cache: 'no-store' }) });
  });

  it('explains a missing file, a file that is not JSON and a server that does not answer', async () => {
    expect(await loadRuntimeConfig(answering(404, 'Not found'))).toEqual({
      ok: false,
      error: 'config.json: could not be loaded (HTTP 404)',
    });
    expect(await loadRuntimeConfig(answering(200, '{ interviewServiceUrl: '))).toEqual({
      ok: false,
      error: 'config.json: the file is not valid JSON',
    });
    const offline = async () => {
      throw new TypeError('Failed to fetch');
    };
    expect(await loadRuntimeConfig(offline)).toEqual({
      ok: false,
      error: 'config.json: could not be loaded (no answer from the server)',
    });
  });

  it('applies the vendor rules it loads apart: a vendor named in part is refused with the parser’s line, a whole one read', async () => {
    const halfNamed = { ...productionConfigJson, faceTecDeviceKey: null };
    expect(await loadRuntimeConfig(answering(200, JSON.stringify(halfNamed)))).toEqual(parseRuntimeConfig(halfNamed));
    expect(await loadRuntimeConfig(answering(200, JSON.stringify(halfNamed)))).toMatchObject({
      ok: false,
      error: expect.stringMatching(/^config\.json: FaceTec is configured in part: faceTecDeviceKey is missing/),
    });
    const badDsn = { ...sandboxConfigJson, sentryDsn: 'https://sentry.example/1' };
    expect(await loadRuntimeConfig(answering(200, JSON.stringify(badDsn)))).toEqual(parseRuntimeConfig(badDsn));
    expect((await loadRuntimeConfig(answering(200, JSON.stringify(badDsn)))).ok).toBe(false);
    expect(await loadRuntimeConfig(answering(200, JSON.stringify(productionConfigJson)))).toEqual(
      parseRuntimeConfig(productionConfigJson),
    );
  });

  it('passes the parser’s message on for an invalid configuration', async () => {
    const bad = JSON.stringify({ ...sandboxConfigJson, environment: 'qa' });
    const result = await loadRuntimeConfig(answering(200, bad));
    expect(result.ok ? null : result.error).toContain('environment must be one of');
  });
});

describe('parseRuntimeConfig: a vendor named in part is refused (issue 24)', () => {
  const {
    faceTecSdkUrl: _sdk,
    faceTecDeviceKey: _key,
    faceTecPublicKey: _public,
    faceTecProductionKey: _production,
    ...withoutFaceTec
  } = productionConfigJson;

  it('refuses a FaceTec address without its device key, public key and verify address, naming all three', () => {
    const { livenessVerifyUrl: _verify, ...bare } = withoutFaceTec;
    expect(errorOf({ ...bare, faceTecSdkUrl: productionConfigJson.faceTecSdkUrl })).toBe(
      'config.json: FaceTec is configured in part: faceTecDeviceKey, faceTecPublicKey and livenessVerifyUrl are missing (the video selfie needs faceTecSdkUrl, faceTecDeviceKey, faceTecPublicKey and livenessVerifyUrl)',
    );
  });

  it.each(['faceTecDeviceKey', 'faceTecPublicKey', 'livenessVerifyUrl'])(
    'refuses FaceTec without %s, and names only it',
    (field) => {
      expect(errorOf({ ...productionConfigJson, [field]: null })).toMatch(
        new RegExp(`^config\\.json: FaceTec is configured in part: ${field} is missing \\(`),
      );
    },
  );

  it.each([
    ['faceTecDeviceKey', 'device-key'],
    ['faceTecProductionKey', 'production-key'],
    ['faceTecSdkIntegrity', `sha384-${'A'.repeat(64)}`],
  ])('refuses %s without the FaceTec address', (field, value) => {
    expect(errorOf({ ...withoutFaceTec, faceTecSdkUrl: null, [field]: value })).toBe(
      `config.json: FaceTec is configured in part: ${field} is set but faceTecSdkUrl is missing`,
    );
  });

  it('accepts no FaceTec at all, and a verify address alone (the sandbox stand-in uses it)', () => {
    expect(parseRuntimeConfig({ ...withoutFaceTec, faceTecSdkUrl: null }).ok).toBe(true);
    const { livenessVerifyUrl: _verify, ...none } = withoutFaceTec;
    expect(parseRuntimeConfig({ ...none, faceTecSdkUrl: null }).ok).toBe(true);
  });

  it('reads a well-formed integrity hash for the SDK script, null when absent', () => {
    expect(parseRuntimeConfig(productionConfigJson)).toMatchObject({ value: { faceTecSdkIntegrity: null } });
    for (const hash of [
      `sha256-${'a'.repeat(43)}=`,
      `sha384-${'Ab+/'.repeat(16)}`,
      `sha512-${'z'.repeat(86)}==`,
      `sha384-${'A'.repeat(64)} sha512-${'B'.repeat(86)}==`,
    ]) {
      expect(parseRuntimeConfig({ ...productionConfigJson, faceTecSdkIntegrity: hash })).toMatchObject({
        ok: true,
        value: { faceTecSdkIntegrity: hash },
      });
    }
  });

  it.each([
    ['no algorithm', 'A'.repeat(64)],
    ['an unknown algorithm', `md5-${'A'.repeat(22)}==`],
    ['a digest of the wrong length', `sha384-${'A'.repeat(43)}=`],
    ['characters outside base64', `sha384-${'A'.repeat(63)}!`],
    ['a hex digest', `sha256-${'ab'.repeat(32)}`],
  ])('refuses an integrity hash with %s', (_case, faceTecSdkIntegrity) => {
    expect(errorOf({ ...productionConfigJson, faceTecSdkIntegrity })).toBe(
      "config.json: faceTecSdkIntegrity must be a subresource-integrity hash such as 'sha384-' and 64 base64 characters, or null",
    );
  });

  it.each(['pk_', 'pk_live_', 'pk_live_51 Example', 'pk_other_51Example'])(
    'refuses a Stripe key without its id or mode: %p',
    (stripePublicKey) => {
      expect(errorOf({ ...productionConfigJson, stripePublicKey })).toBe(
        "config.json: stripePublicKey must be a publishable key 'pk_live_…' or 'pk_test_…', or null",
      );
    },
  );

  it('refuses a Stripe test key in production, and takes it elsewhere', () => {
    expect(errorOf({ ...productionConfigJson, stripePublicKey: 'pk_test_51Example' })).toBe(
      "config.json: stripePublicKey must be a live key 'pk_live_…' in production: a test key charges no card",
    );
    const staging = parseRuntimeConfig({
      ...productionConfigJson,
      environment: 'staging',
      stripePublicKey: 'pk_test_51X',
    });
    expect(staging.ok && staging.value.stripePublicKey).toBe('pk_test_51X');
  });

  it('refuses a debug mode in production: FaceTec without its production key, console tracking (ASVS 13.4.2)', () => {
    const { faceTecProductionKey: _key, ...withoutKey } = productionConfigJson;
    expect(errorOf(withoutKey)).toBe(
      'config.json: faceTecProductionKey is missing: in production the FaceTec SDK must not run in development mode',
    );
    expect(errorOf({ ...productionConfigJson, tracking: 'console' })).toBe(
      "config.json: tracking must not be 'console' in production: it writes the applicant's events to the console",
    );
    // Elsewhere both are the test environments' choice.
    const staging = parseRuntimeConfig({ ...withoutKey, environment: 'staging', tracking: 'console' });
    expect(staging.ok && [staging.value.faceTecProductionKey, staging.value.tracking]).toEqual([null, 'console']);
  });

  it.each([
    'https://0123abcd@o42.ingest.sentry.io/4242',
    'https://0123abcd@sentry.example:9000/tenant/77',
    'http://0123abcd@127.0.0.1:9000/5',
  ])('accepts the Sentry DSN %s', (sentryDsn) => {
    expect(parseRuntimeConfig({ ...productionConfigJson, sentryDsn })).toMatchObject({
      ok: true,
      value: { sentryDsn },
    });
  });

  it.each([
    ['no public key', 'https://o42.ingest.sentry.io/4242'],
    ['no project id', 'https://0123abcd@o42.ingest.sentry.io/'],
    ['a project name, not its id', 'https://0123abcd@o42.ingest.sentry.io/attest'],
    ['plain http to another host', 'http://0123abcd@o42.ingest.sentry.io/4242'],
    ['no scheme', '0123abcd@o42.ingest.sentry.io/4242'],
  ])('refuses a Sentry DSN with %s', (_case, sentryDsn) => {
    expect(errorOf({ ...productionConfigJson, sentryDsn })).toBe(
      "config.json: sentryDsn must be a Sentry DSN 'https://{public key}@{host}/{project id}', or null",
    );
  });
});
