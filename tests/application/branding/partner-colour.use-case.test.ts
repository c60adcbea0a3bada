import { partnerColour } from '../../../src/application/use-cases/partner-colour.use-case';
import { FakePartnerProfile } from '../fakes/fake-partner-profile';

describe('the partner colour (spec 000 §7 "Partner profile")', () => {
  it('asks the profile of the partner a four-label host names and answers its colour', async () => {
    const profile = new FakePartnerProfile();
    profile.colour = '#aa0000';
    expect(await partnerColour(profile, 'acme.verify.attest.example')).toBe('#aa0000');
    expect(await partnerColour(profile, 'Beta.eu.verify.attest.example:8443')).toBe('#aa0000');
    expect(profile.asked).toEqual(['acme', 'beta']);
  });

  it('answers null when the partner has no profile or no colour', async () => {
    const profile = new FakePartnerProfile();
    profile.colour = null;
    expect(await partnerColour(profile, 'acme.verify.attest.example')).toBeNull();
    expect(profile.asked).toEqual(['acme']);
  });

  it('waits for a profile still loading', async () => {
    const profile = new FakePartnerProfile();
    profile.colour = '#aa0000';
    profile.hold();
    let answered: string | null | undefined;
    const asking = partnerColour(profile, 'acme.verify.attest.example').then((colour) => (answered = colour));
    await Promise.resolve();
    expect(answered).toBeUndefined();
    profile.release();
    await asking;
    expect(answered).toBe('#aa0000');
  });

  it.each(['verify.attest.example', 'localhost:8080', '127.0.0.1:8080', '[::1]:8080', ''])(
    'asks nothing on a host that names no partner: %j',
    async (host) => {
      const profile = new FakePartnerProfile();
      profile.colour = '#aa0000';
      expect(await partnerColour(profile, host)).toBeNull();
      expect(profile.asked).toEqual([]);
    },
  );
});
