import type { PolicyConfig } from '../../../src/domain/security/content-security-policy';
import { BASELINE_POLICY, contentSecurityPolicy } from '../../../src/domain/security/content-security-policy';

/** The policy as directive name → its sources. */
function directivesOf(policy: string): Record<string, string[]> {
  return Object.fromEntries(
    policy.split(';').map((directive) => {
      const [name = '', ...values] = directive.trim().split(/\s+/);
      return [name, values];
    }),
  );
}

const SANDBOX: PolicyConfig = {
  interviewServiceUrl: '/api/interview',
  glsServiceUrl: '/api/gls',
  partnerConfigUrl: '/api/partner-config',
  stripePublicKey: null,
  sentryDsn: null,
  faceTecSdkUrl: null,
};

const PRODUCTION: PolicyConfig = {
  interviewServiceUrl: 'https://interview.attest.example/api',
  glsServiceUrl: 'https://gls.attest.example',
  partnerConfigUrl: 'https://interview.attest.example/partners',
  livenessSessionTokenUrl: 'https://interview.attest.example/api/liveness/session-token',
  livenessVerifyUrl: null,
  stripePublicKey: 'pk_live_51Example',
  sentryDsn: 'https://0123456789abcdef@o42.ingest.sentry.io/4242',
  faceTecSdkUrl: 'https://cdn.attest.example/facetec/9.7.76/core-sdk/FaceTecSDK.js/FaceTecSDK.js',
  imageOrigins: ['https://assets.attest.example'],
};

describe('contentSecurityPolicy', () => {
  it("keeps the sandbox (every address relative, no vendor) to the page's own origin", () => {
    expect(directivesOf(contentSecurityPolicy(SANDBOX))).toEqual({
      'default-src': ["'self'"],
      'style-src': ["'self'"],
      'font-src': ["'self'"],
      'worker-src': ["'self'"],
      'object-src': ["'none'"],
      'base-uri': ["'none'"],
      'form-action': ["'self'"],
      'require-trusted-types-for': ["'script'"],
      'trusted-types': [
        'attest-issuer-html',
        'attest-sanitiser-parse',
        'attest-chunks',
        'attest-editor-markup',
        'attest-facetec-sdk',
        'default',
      ],
      'script-src': ["'self'"],
      'connect-src': ["'self'"],
      'img-src': ["'self'", 'blob:'],
      'frame-src': ["'none'"],
      'frame-ancestors': ["'none'"],
    });
  });

  it.each([
    ['the sandbox', SANDBOX, 'header'],
    ['production', PRODUCTION, 'header'],
    ['production as <meta>', PRODUCTION, 'meta'],
  ] as const)(
    'requires Trusted Types for scripts in %s, naming each policy once and no duplicates',
    (_label, config, delivery) => {
      const policy = directivesOf(contentSecurityPolicy(config, delivery));
      expect(policy['require-trusted-types-for']).toEqual(["'script'"]);
      const names = policy['trusted-types'] ?? [];
      expect(new Set(names).size).toBe(names.length);
      expect(names).not.toContain("'allow-duplicates'");
      expect(names).not.toContain('*');
    },
  );

  it('allows exactly the origins a production configuration names, each once', () => {
    const policy = directivesOf(contentSecurityPolicy(PRODUCTION));
    expect(policy['script-src']).toEqual([
      "'self'",
      'https://js.stripe.com',
      'https://cdn.attest.example',
      "'wasm-unsafe-eval'",
    ]);
    expect(policy['connect-src']).toEqual([
      "'self'",
      'https://interview.attest.example',
      'https://gls.attest.example',
      'https://cdn.attest.example',
      'https://o42.ingest.sentry.io',
      'https://api.stripe.com',
    ]);
    expect(policy['frame-src']).toEqual(['https://js.stripe.com', 'https://hooks.stripe.com']);
    expect(policy['img-src']).toEqual([
      "'self'",
      'https://assets.attest.example',
      'https://cdn.attest.example',
      'blob:',
      'data:',
    ]);
  });

  it("admits what FaceTec's SDK does: its images and data: watermarks, its <style> elements, its blob: worker", () => {
    const policy = directivesOf(contentSecurityPolicy(PRODUCTION));
    expect(policy['img-src']).toEqual(expect.arrayContaining(['https://cdn.attest.example', 'data:']));
    expect(policy['style-src']).toEqual(["'self'", "'unsafe-inline'"]);
    expect(policy['worker-src']).toEqual(["'self'", 'blob:']);
    expect(policy['script-src']).toEqual(expect.arrayContaining(['https://cdn.attest.example', "'wasm-unsafe-eval'"]));
    expect(policy['connect-src']).toContain('https://cdn.attest.example');
    // Scripts stay strict: inline styles are the only inline content.
    expect(policy['script-src']).not.toContain("'unsafe-inline'");
  });

  it('keeps styles, workers and images strict without FaceTec', () => {
    const policy = directivesOf(contentSecurityPolicy({ ...PRODUCTION, faceTecSdkUrl: null }));
    expect(policy['style-src']).toEqual(["'self'"]);
    expect(policy['worker-src']).toEqual(["'self'"]);
    expect(policy['img-src']).toEqual(["'self'", 'https://assets.attest.example', 'blob:']);
  });

  it("never names the error reporter's key, only its host", () => {
    expect(contentSecurityPolicy(PRODUCTION)).not.toContain('0123456789abcdef');
  });

  it('leaves the card provider out without a publishable key, and WebAssembly out without FaceTec', () => {
    const policy = directivesOf(contentSecurityPolicy({ ...PRODUCTION, stripePublicKey: null, faceTecSdkUrl: null }));
    expect(policy['script-src']).toEqual(["'self'"]);
    expect(policy['frame-src']).toEqual(["'none'"]);
    expect(policy['connect-src']).not.toContain('https://api.stripe.com');
  });

  it('leaves frame-ancestors out of a <meta> policy, where browsers ignore it', () => {
    expect(directivesOf(contentSecurityPolicy(PRODUCTION, 'meta'))['frame-ancestors']).toBeUndefined();
    expect(directivesOf(contentSecurityPolicy(PRODUCTION, 'header'))['frame-ancestors']).toEqual(["'none'"]);
  });

  it.each([
    ['the sandbox', contentSecurityPolicy(SANDBOX)],
    ['production without FaceTec', contentSecurityPolicy({ ...PRODUCTION, faceTecSdkUrl: null })],
  ])('has no inline content, eval, wildcard or data: source in %s', (_name, policy) => {
    expect(policy).not.toMatch(/'unsafe-inline'|'unsafe-eval'|\*|data:|http:/);
  });

  it.each([
    ['the sandbox', contentSecurityPolicy(SANDBOX)],
    ['production', contentSecurityPolicy(PRODUCTION)],
    ['the baseline', BASELINE_POLICY],
  ])('has no inline script, eval or wildcard in %s, and data: only for images', (_name, policy) => {
    expect(policy).not.toMatch(/'unsafe-eval'|\*|http:/);
    const directives = directivesOf(policy);
    for (const [name, values] of Object.entries(directives)) {
      if (name !== 'style-src') expect(values).not.toContain("'unsafe-inline'");
      if (name !== 'img-src') expect(values).not.toContain('data:');
    }
    expect(directives['object-src']).toEqual(["'none'"]);
    expect(directives['base-uri']).toEqual(["'none'"]);
    expect(directives['form-action']).toEqual(["'self'"]);
  });

  it('keeps the baseline as strict as any configuration outside the origins it cannot know', () => {
    const baseline = directivesOf(BASELINE_POLICY);
    for (const name of ['script-src', 'connect-src', 'img-src']) expect(baseline[name]).toContain("'self'");
    expect(baseline['frame-src']).toEqual(['https:']);
    // FaceTec's needs, which any configuration may name; a configuration without it takes them away.
    expect(baseline['style-src']).toEqual(["'self'", "'unsafe-inline'"]);
    expect(baseline['worker-src']).toEqual(["'self'", 'blob:']);
  });
});
