import {
  TRUSTED_TYPES_POLICY_NAMES,
  defaultPolicyAcceptsHtml,
  defaultPolicyAcceptsScriptUrl,
} from '../../../src/domain/security/trusted-types';

const PAGE = 'https://apply.attest.example';

describe('the Trusted Types default policy’s rules (issue 26)', () => {
  it.each([
    ['an empty string (Quill empties its container)', ''],
    ['plain text', 'Hold your phone at eye level'],
    ['text with entities', 'Fish &amp; chips &lt;script&gt;'],
    ['text with line breaks', 'Move closer<br>Keep still<br/>Done<BR />'],
    [
      'a style rule FaceTec writes into its own <style>',
      '#DOM_FT_PRIMARY_TOPLEVEL_mainContainer{color: rgb(255, 255, 255);}',
    ],
  ])('lets %s through', (_label, html) => {
    expect(defaultPolicyAcceptsHtml(html)).toBe(true);
  });

  it.each([
    ['an image with a handler', '<img src=x onerror=alert(1)>'],
    ['a script', '<script>alert(1)</script>'],
    ['markup after a line break', 'Hello<br><b>there</b>'],
    ['a tag hidden in a line break look-alike', '<br onload=alert(1)>'],
    ['an unclosed tag', 'a <svg'],
    ['a comment', 'a <!-- b -->'],
  ])('refuses %s', (_label, html) => {
    expect(defaultPolicyAcceptsHtml(html)).toBe(false);
  });

  it.each([
    [`blob:${PAGE}/5f0c2f3e-6c1b-4d7f-9a51-0d9c3c1b2a44`, true],
    ['https://js.stripe.com/endive/stripe.js', true],
    ['https://js.stripe.com/v3', true],
    ['https://js.stripe.com/v3/', true],
    ['https://js.stripe.com/endive/stripe.js?advancedFraudSignals=false', true],
    ['blob:https://evil.example/5f0c2f3e-6c1b-4d7f-9a51-0d9c3c1b2a44', false],
    ['https://js.stripe.com.evil.example/v3', false],
    ['https://js.stripe.com/v3/../../evil.js', false],
    ['https://evil.example/stripe.js', false],
    [`${PAGE}/main.js`, false],
    ['data:text/javascript,alert(1)', false],
    ['javascript:alert(1)', false],
  ])('for a script address %s answers %s', (url, accepted) => {
    expect(defaultPolicyAcceptsScriptUrl(url, PAGE)).toBe(accepted);
  });

  it('names each policy once, the default last', () => {
    expect(new Set(TRUSTED_TYPES_POLICY_NAMES).size).toBe(TRUSTED_TYPES_POLICY_NAMES.length);
    expect(TRUSTED_TYPES_POLICY_NAMES.at(-1)).toBe('default');
  });
});
