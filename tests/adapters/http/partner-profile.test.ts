import { HttpPartnerProfile } from '../../../src/adapters/http/http-partner-profile';
import { TestServer } from './gls-test-server';

/** The partner's branding colour over real HTTP on 127.0.0.1 (spec 000 §7 'Partner profile'). */
describe('HttpPartnerProfile', () => {
  const ACME = 'acme';
  let server: TestServer;
  let profile: HttpPartnerProfile;

  beforeEach(async () => {
    server = await TestServer.start();
    profile = new HttpPartnerProfile({ configBaseUrl: `${server.url}/api/partner-config/`, environment: 'staging' });
  });

  afterEach(() => server.stop());

  it('reads primary_color from {configBaseUrl}/{partner}/{environment}.json', async () => {
    server.answerWith({ status: 200, body: { primary_color: '#3ab4fc' } });

    expect(await profile.primaryColor(ACME)).toBe('#3ab4fc');
    expect(server.seen.map((request) => [request.method, request.url])).toEqual([
      ['GET', '/api/partner-config/acme/staging.json'],
    ]);
  });

  it('sends no cookie-bearing session headers, only a JSON accept', async () => {
    server.answerWith({ status: 200, body: { primary_color: '#3ab4fc' } });

    await profile.primaryColor(ACME);

    expect(server.seen[0]?.headers).toEqual(expect.objectContaining({ accept: 'application/json' }));
    expect(server.seen[0]?.headers).not.toHaveProperty('cookie');
    expect(server.seen[0]?.headers).not.toHaveProperty('x-csrf-token');
  });

  it('makes one request for concurrent callers of the same partner', async () => {
    server.answerWith({ status: 200, body: { primary_color: '#112233' } });

    const colours = await Promise.all([
      profile.primaryColor(ACME),
      profile.primaryColor(ACME),
      profile.primaryColor(ACME),
    ]);

    expect(colours).toEqual(['#112233', '#112233', '#112233']);
    expect(server.seen).toHaveLength(1);
  });

  it('answers a later call from the cache', async () => {
    server.answerWith({ status: 200, body: { primary_color: '#112233' } });
    await profile.primaryColor(ACME);

    server.answerWith({ status: 200, body: { primary_color: '#445566' } });

    expect(await profile.primaryColor(ACME)).toBe('#112233');
    expect(server.seen).toHaveLength(1);
  });

  it('keeps each partner and environment apart', async () => {
    server.answerWith((request) => ({
      status: 200,
      body: { primary_color: request.url.includes('/beta/') ? '#bbb' : '#aaa' },
    }));
    const production = new HttpPartnerProfile({
      configBaseUrl: `${server.url}/api/partner-config`,
      environment: 'production',
    });

    expect(await profile.primaryColor(ACME)).toBe('#aaa');
    expect(await profile.primaryColor('beta')).toBe('#bbb');
    expect(await production.primaryColor(ACME)).toBe('#aaa');
    expect(server.seen.map((request) => request.url)).toEqual([
      '/api/partner-config/acme/staging.json',
      '/api/partner-config/beta/staging.json',
      '/api/partner-config/acme/production.json',
    ]);
  });

  it('resolves null for a partner without a profile and does not ask again', async () => {
    server.answerWith({ status: 404 });

    expect(await profile.primaryColor(ACME)).toBeNull();
    expect(await profile.primaryColor(ACME)).toBeNull();
    expect(server.seen).toHaveLength(1);
  });

  it('resolves null on a server error and tries again on the next call', async () => {
    server.answerWith({ status: 503 });
    expect(await profile.primaryColor(ACME)).toBeNull();

    server.answerWith({ status: 200, body: { primary_color: '#abcdef' } });

    expect(await profile.primaryColor(ACME)).toBe('#abcdef');
    expect(server.seen).toHaveLength(2);
  });

  it('resolves null when nothing listens', async () => {
    const closed = await TestServer.start();
    const url = closed.url;
    await closed.stop();
    const offline = new HttpPartnerProfile({ configBaseUrl: url, environment: 'dev' });

    expect(await offline.primaryColor(ACME)).toBeNull();
  });

  it('resolves null when the profile takes longer than the time-out', async () => {
    server.answerWith('hang');
    const impatient = new HttpPartnerProfile({ configBaseUrl: server.url, environment: 'dev', timeoutMs: 100 });

    expect(await impatient.primaryColor(ACME)).toBeNull();
  });

  it.each([
    ['a body that is not JSON', '{"primary_color": '],
    ['a profile without a colour', { name: 'Acme' }],
    ['a colour that is not a string', { primary_color: 3847932 }],
    ['a value that would inject style', { primary_color: 'red; background: url(https://evil.example/x)' }],
  ])('resolves null for %s', async (_case, body) => {
    server.answerWith({ status: 200, body });

    expect(await profile.primaryColor(ACME)).toBeNull();
  });

  it.each(['#fff', '#3AB4FC', '#3ab4fc80', 'rgb(58, 180, 252)', 'hsl(200 97% 61%)'])(
    'accepts the colour %s',
    async (colour) => {
      server.answerWith({ status: 200, body: { primary_color: ` ${colour} ` } });

      expect(await profile.primaryColor(ACME)).toBe(colour);
    },
  );
});
