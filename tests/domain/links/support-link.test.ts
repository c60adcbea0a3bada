import fc from 'fast-check';
import { normaliseSupportLink } from '../../../src/domain/links/support-link';

describe('normaliseSupportLink', () => {
  it('ignores a link starting with a slash', () => {
    expect(normaliseSupportLink('/help')).toBeNull();
    expect(normaliseSupportLink('//evil.example/help')).toBeNull();
  });

  it.each([
    'https://help.example.com/ticket',
    'http://help.example.com',
    'mailto:support@example.com',
    'tel:+15125550123',
    'MAILTO:support@example.com',
  ])('keeps %s as it is', (link) => {
    expect(normaliseSupportLink(link)).toBe(link);
  });

  it('adds http:// to a link without a scheme', () => {
    expect(normaliseSupportLink('help.example.com/contact')).toBe('http://help.example.com/contact');
    expect(normaliseSupportLink('www.example.com')).toBe('http://www.example.com');
  });

  it('reads a host with a port as a link without a scheme', () => {
    expect(normaliseSupportLink('help.example.com:8080/contact')).toBe('http://help.example.com:8080/contact');
    expect(normaliseSupportLink('localhost:3000')).toBe('http://localhost:3000');
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    '\u0001javascript:alert(1)',
    'javascript:1',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    'ftp://example.com',
  ])('drops the unsafe link %j', (link) => {
    expect(normaliseSupportLink(link)).toBeNull();
  });

  it('ignores a blank link', () => {
    expect(normaliseSupportLink('')).toBeNull();
    expect(normaliseSupportLink('   ')).toBeNull();
  });

  it('never returns a link with a scheme other than http, https, mailto or tel', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.webUrl(),
          fc.string().map((s) => `javascript:${s}`),
        ),
        (link) => {
          const result = normaliseSupportLink(link);
          if (result !== null) expect(result).toMatch(/^(https?:|mailto:|tel:)/i);
        },
      ),
    );
  });
});
