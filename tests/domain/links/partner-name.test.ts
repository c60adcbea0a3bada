import { partnerNameOf } from '../../../src/domain/links/partner-name';

describe('partnerNameOf', () => {
  it('names the first label of a host with four labels', () => {
    expect(partnerNameOf('acme.verify.attest.example')).toBe('acme');
  });

  it('names the first label of a host with more than four labels', () => {
    expect(partnerNameOf('acme.eu.verify.attest.example')).toBe('acme');
  });

  it.each(['verify.attest.example', 'attest.example', 'localhost', ''])(
    'names no partner for %j (fewer than four labels)',
    (host) => {
      expect(partnerNameOf(host)).toBeNull();
    },
  );

  it('ignores the port and the letter case', () => {
    expect(partnerNameOf('ACME.verify.attest.example:8443')).toBe('acme');
  });

  it('reads a fully qualified host with its trailing dot like one without', () => {
    expect(partnerNameOf('acme.verify.attest.example.')).toBe('acme');
  });

  it.each(['127.0.0.1', '127.0.0.1:8080', '[::1]:8080', '[2001:db8::1]'])(
    'names no partner for the IP address %s',
    (host) => {
      expect(partnerNameOf(host)).toBeNull();
    },
  );

  it.each([
    '..attest.example',
    'a..b.example',
    'ac_me.verify.attest.example',
    '-acme.verify.attest.example',
    'acme.ver_ify.attest.example',
    'acme.verify.attest.123',
    '[::ffff:10.1.2.3]',
  ])('names no partner for the malformed host %j', (host) => {
    expect(partnerNameOf(host)).toBeNull();
  });
});
