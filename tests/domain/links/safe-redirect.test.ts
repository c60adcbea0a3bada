import fc from 'fast-check';
import { safeRedirectUrl } from '../../../src/domain/links/safe-redirect';

describe('safeRedirectUrl', () => {
  it.each(['https://issuer.example.com/continue?x=1', 'http://issuer.example.com', 'HTTPS://issuer.example.com/a#b'])(
    'lets the absolute web URL %s through',
    (url) => {
      expect(safeRedirectUrl(url)).toBe(url);
    },
  );

  it('trims surrounding spaces', () => {
    expect(safeRedirectUrl('  https://issuer.example.com  ')).toBe('https://issuer.example.com');
  });

  it.each([
    '//evil.example.com',
    '/overview',
    'overview',
    '../done',
    'javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    'https://\nevil.example.com',
    'data:text/html,hi',
    'mailto:a@example.com',
    'ftp://example.com',
    'https:evil.example.com',
    'https:\\\\evil.example.com',
    'https:///evil.example.com',
    'https://',
    '',
  ])('refuses %j', (url) => {
    expect(safeRedirectUrl(url)).toBeNull();
  });

  it('never returns anything but an absolute http(s) URL', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.webUrl(),
          fc.string().map((s) => `//${s}`),
        ),
        (url) => {
          const result = safeRedirectUrl(url);
          if (result !== null) expect(result).toMatch(/^https?:\/\/[^/\\\s]/i);
        },
      ),
    );
  });

  it('lets generated web URLs through unchanged', () => {
    fc.assert(fc.property(fc.webUrl(), (url) => expect(safeRedirectUrl(url)).toBe(url)));
  });
});
