import { BASELINE_POLICY } from '../../src/domain/security/content-security-policy';
import { pagePolicy } from '../../src/main/page-policy';
import { productionConfigJson } from './valid-config';

describe('pagePolicy: the policy index.html carries', () => {
  it('is the baseline for a build that serves every environment', () => {
    expect(pagePolicy(null)).toBe(BASELINE_POLICY);
  });

  it("is the full policy of a host's configuration, without frame-ancestors", () => {
    const policy = pagePolicy(JSON.stringify(productionConfigJson));
    expect(policy).toContain("connect-src 'self' https://interview.attest.example https://gls.attest.example");
    expect(policy).toContain('frame-src https://js.stripe.com https://hooks.stripe.com');
    expect(policy).not.toContain('frame-ancestors');
  });

  it("fails the build on a configuration the app would refuse, with the app's message", () => {
    expect(() => pagePolicy('{')).toThrow('ATTEST_POLICY_CONFIG: the file is not valid JSON');
    expect(() => pagePolicy(JSON.stringify({ ...productionConfigJson, glsServiceUrl: 'javascript:x' }))).toThrow(
      /^ATTEST_POLICY_CONFIG: config\.json: glsServiceUrl must be/,
    );
  });
});
