import fc from 'fast-check';
import type { AddressUse } from '../../../src/domain/links/address';
import { acceptAddress, acceptRedirect, isLoopbackHost, originOf } from '../../../src/domain/links/address';

const SELF = 'https://verify.attest.example';
const IMAGES = [SELF, 'https://assets.attest.example', 'http://127.0.0.1:8080'];

/** Every use of each address: the address as accepted, or null when it is refused. */
type Row = readonly [address: string, navigate: string | null, image: string | null, link: string | null];

/**
 * The table of accepted (the address as the app uses it) and refused (null) forms, per use.
 * `support-link` is `link` after spec 000 §5's normalisation; its own rows follow.
 */
const TABLE: readonly Row[] = [
  // Absolute https: followed, shown; an image only from an allowed origin.
  [
    'https://issuer.example/continue?x=1#y',
    'https://issuer.example/continue?x=1#y',
    null,
    'https://issuer.example/continue?x=1#y',
  ],
  ['HTTPS://Issuer.Example', 'HTTPS://Issuer.Example', null, 'HTTPS://Issuer.Example'],
  [
    'https://assets.attest.example/logo.svg',
    'https://assets.attest.example/logo.svg',
    'https://assets.attest.example/logo.svg',
    'https://assets.attest.example/logo.svg',
  ],
  [
    'https://assets.attest.example:443/logo.svg',
    'https://assets.attest.example:443/logo.svg',
    'https://assets.attest.example:443/logo.svg',
    'https://assets.attest.example:443/logo.svg',
  ],
  [
    'https://assets.attest.example:8443/logo.svg',
    'https://assets.attest.example:8443/logo.svg',
    null,
    'https://assets.attest.example:8443/logo.svg',
  ],
  [
    'https://verify.attest.example/logo.svg',
    'https://verify.attest.example/logo.svg',
    'https://verify.attest.example/logo.svg',
    'https://verify.attest.example/logo.svg',
  ],
  ['  https://issuer.example/a  ', 'https://issuer.example/a', null, 'https://issuer.example/a'],
  ['https://bücher.example/', 'https://bücher.example/', null, 'https://bücher.example/'],
  ['https://[2001:db8::1]/x', 'https://[2001:db8::1]/x', null, 'https://[2001:db8::1]/x'],
  // Plain http: only on loopback is it followed (the sandbox); a shown link may be http anywhere.
  ['http://issuer.example/continue', null, null, 'http://issuer.example/continue'],
  [
    'http://127.0.0.1:8080/logo.svg',
    'http://127.0.0.1:8080/logo.svg',
    'http://127.0.0.1:8080/logo.svg',
    'http://127.0.0.1:8080/logo.svg',
  ],
  ['http://127.0.0.1:9090/logo.svg', 'http://127.0.0.1:9090/logo.svg', null, 'http://127.0.0.1:9090/logo.svg'],
  ['http://localhost:3000/done', 'http://localhost:3000/done', null, 'http://localhost:3000/done'],
  [
    'http://homepro.verify.attest.localhost/x',
    'http://homepro.verify.attest.localhost/x',
    null,
    'http://homepro.verify.attest.localhost/x',
  ],
  ['http://[::1]:8080/', 'http://[::1]:8080/', null, 'http://[::1]:8080/'],
  ['http://localhost.evil.example/', null, null, 'http://localhost.evil.example/'],
  ['http://127.0.0.1.evil.example/', null, null, 'http://127.0.0.1.evil.example/'],
  // A user-info part hides the real host ('attest.example@evil.example' is evil.example).
  ['https://attest.example@evil.example/', null, null, null],
  ['https://user:pass@issuer.example/', null, null, null],
  ['https://@issuer.example/', null, null, null],
  ['http://127.0.0.1:8080@evil.example/', null, null, null],
  // Not an absolute http(s) address with a host.
  ['//evil.example/x', null, null, null],
  ['/overview', null, null, null],
  ['overview', null, null, null],
  ['../done', null, null, null],
  ['https:evil.example', null, null, null],
  ['https:///evil.example', null, null, null],
  ['https://', null, null, null],
  ['https://.', null, null, null],
  ['https://evil.example\\@issuer.example', null, null, null],
  ['https:\\\\evil.example', null, null, null],
  ['https://issuer.example:99999999/', null, null, null],
  ['ftp://issuer.example/', null, null, null],
  ['file:///etc/passwd', null, null, null],
  // Script and data schemes, however cased or split.
  ['javascript:alert(1)', null, null, null],
  ['JaVaScRiPt:alert(1)', null, null, null],
  [' javascript:alert(1)', null, null, null],
  ['java\tscript:alert(1)', null, null, null],
  ['java\nscript:alert(1)', null, null, null],
  ['\u0001javascript:alert(1)', null, null, null],
  ['vbscript:msgbox(1)', null, null, null],
  ['data:image/png;base64,iVBORw0KGgo=', null, null, null],
  ['data:text/html,<script>alert(1)</script>', null, null, null],
  ['blob:https://verify.attest.example/1234', null, null, null],
  // Controls or spaces inside are refused rather than cleaned.
  ['https://\nevil.example', null, null, null],
  ['https://issuer.example/a b', null, null, null],
  ['https://issuer.example/\u2028x', null, null, null],
  // Mail and phone: shown as links, never followed or drawn.
  ['mailto:support@issuer.example', null, null, 'mailto:support@issuer.example'],
  ['MAILTO:support@issuer.example', null, null, 'MAILTO:support@issuer.example'],
  ['tel:+15125550123', null, null, 'tel:+15125550123'],
  ['mailto:', null, null, null],
  ['', null, null, null],
  ['   ', null, null, null],
];

describe('acceptAddress: the table of accepted and refused forms', () => {
  const uses: readonly (readonly [AddressUse, number])[] = [
    ['navigate', 1],
    ['image', 2],
    ['link', 3],
  ];
  for (const [use, column] of uses) {
    it.each(TABLE.map((row) => [row[0], row[column]] as const))(`${use}: %j → %j`, (address, expected) => {
      expect(acceptAddress(address, use, IMAGES)).toBe(expected);
    });
  }

  it('draws no image at all when no origin is allowed', () => {
    expect(acceptAddress('https://assets.attest.example/logo.svg', 'image')).toBeNull();
  });
});

describe("acceptAddress: support links (spec 000 §5 'Support links')", () => {
  it.each([
    ['https://help.example.com/ticket', 'https://help.example.com/ticket'],
    ['http://help.example.com', 'http://help.example.com'],
    ['mailto:support@example.com', 'mailto:support@example.com'],
    ['tel:+15125550123', 'tel:+15125550123'],
    ['help.example.com/contact', 'http://help.example.com/contact'],
    ['www.example.com', 'http://www.example.com'],
    ['help.example.com:8080/contact', 'http://help.example.com:8080/contact'],
    ['localhost:3000', 'http://localhost:3000'],
    ['/help', null],
    ['//evil.example/help', null],
    ['javascript:alert(1)', null],
    ['javascript:1', null],
    ['java\tscript:alert(1)', null],
    ['data:text/html,<script>alert(1)</script>', null],
    ['vbscript:msgbox(1)', null],
    ['file:///etc/passwd', null],
    ['ftp://example.com', null],
    ['support@example.com', null],
    ['https://attest.example@evil.example/', null],
    ['', null],
  ])('%j → %j', (link, expected) => {
    expect(acceptAddress(link, 'support-link')).toBe(expected);
  });
});

describe('acceptAddress: properties', () => {
  const anything = fc.oneof(
    fc.string(),
    fc.webUrl(),
    fc.webUrl({ authoritySettings: { withUserInfo: true, withPort: true } }),
    fc.string().map((s) => `//${s}`),
    fc.string().map((s) => `javascript:${s}`),
  );

  it('follows nothing but https, or http on a loopback host, without user-info', () => {
    fc.assert(
      fc.property(anything, (address) => {
        const result = acceptAddress(address, 'navigate');
        if (result === null) return;
        const url = new URL(result);
        expect(url.protocol === 'https:' || isLoopbackHost(url.hostname)).toBe(true);
        expect(url.username + url.password).toBe('');
      }),
    );
  });

  it('shows no link with a scheme other than http, https, mailto or tel', () => {
    fc.assert(
      fc.property(anything, (address) => {
        for (const use of ['link', 'support-link'] as const) {
          const result = acceptAddress(address, use);
          if (result !== null) expect(result).toMatch(/^(https?:\/\/[^/\\\s@]|mailto:|tel:)/i);
        }
      }),
    );
  });

  it('names the origin as the browser does', () => {
    fc.assert(
      fc.property(fc.webUrl({ authoritySettings: { withPort: true } }), (address) => {
        expect(originOf(address)).toBe(new URL(address).origin);
      }),
    );
  });

  it('follows every generated https address unchanged', () => {
    fc.assert(
      fc.property(fc.webUrl({ validSchemes: ['https'] }), (address) => {
        expect(acceptAddress(address, 'navigate')).toBe(address);
      }),
    );
  });
});

describe("acceptRedirect: a service's address the page is sent to (ASVS 3.7.2)", () => {
  const allowed = ['https://attest.example', 'https://next.example'];

  it.each([
    ['https://next.example/step?x=1', 'https://next.example/step?x=1'],
    ['https://NEXT.example:443/step', 'https://NEXT.example:443/step'],
    ['https://next.example:8443/step', null],
    ['https://a.next.example/step', null],
    ['https://evil.example/?to=https://next.example', null],
    ['https://next.example@evil.example/', null],
    ['javascript:alert(1)', null],
  ])('takes %s only from a listed origin: %p', (address, expected) => {
    expect(acceptRedirect(address, allowed)).toBe(expected);
  });

  it('leaves the address rule alone to decide when no origin is listed', () => {
    expect(acceptRedirect('https://anywhere.example/next', null)).toBe('https://anywhere.example/next');
    expect(acceptRedirect('http://anywhere.example/next', null)).toBeNull();
    expect(acceptRedirect('https://anywhere.example/next', [])).toBeNull();
  });
});
