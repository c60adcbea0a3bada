import { issuerOf, question, snapshotOf } from '../fakes/fake-interview-service';
import { interviewHarness } from './harness';

describe('OverviewViewModel', () => {
  it('offers the Return link only with enableReturn and a safe continue URL', async () => {
    const h = interviewHarness();
    h.signIn('?rprId=R1&canary=c&continue_url=https%3A%2F%2Facme.example%2Fback&enable_return=true');
    expect(h.overview().returnLink).toBe('https://acme.example/back');
    h.signIn('?rprId=R1&canary=c&continue_url=https%3A%2F%2Facme.example%2Fback');
    expect(h.overview().returnLink).toBeNull();
    expect(h.interview.continueUrl).toBe('https://acme.example/back');
    h.signIn('?rprId=R1&canary=c&continue_url=javascript%3Aalert(1)&enable_return=true');
    expect(h.overview().returnLink).toBeNull();
    expect(h.interview.continueUrl).toBeNull();
  });

  it('lists the visible questions as tiles with their description and the icon their metadata names', async () => {
    const h = interviewHarness();
    h.service.snapshot = snapshotOf({
      questions: [
        question('document.id', { metadata: { title: 'Photo ID', icon: 'camera', description: 'A photo of your ID' } }),
        question('core.ssn', { metadata: { title: 'SSN' } }),
        question('core.hidden', { metadata: { title: 'Hidden', hidden: true } }),
      ],
    });
    await h.loaded();
    expect(h.overview().tiles.map((tile) => [tile.title, tile.icon, tile.description, tile.complete])).toEqual([
      ['SSN', 'keyboard', null, false],
      ['Photo ID', 'camera', 'A photo of your ID', false],
    ]);
  });

  it("names each tile's field, so its code can be fetched ahead, and none for a type the app cannot show", async () => {
    const h = interviewHarness();
    h.service.snapshot = snapshotOf({
      questions: [
        question('core.ssn', { type: 'ssn', metadata: { title: 'SSN' } }),
        question('form.work', { type: 'smart-attribute:json-schema', metadata: { title: 'Work' } }),
        question('core.odd', { type: 'no-such-kind', metadata: { title: 'Odd' } }),
      ],
    });
    await h.loaded();
    expect(Object.fromEntries(h.overview().tiles.map((tile) => [tile.title, tile.field]))).toEqual({
      SSN: { kind: 'input', inputKind: 'ssn' },
      Work: { kind: 'smart-attribute', smartKind: 'json-schema' },
      Odd: null,
    });
  });

  it("heads the list with the issuer's name, or without it when its logo shows", async () => {
    const h = interviewHarness();
    await h.loaded();
    const overview = h.overview();
    expect(overview.overviewHeader).toBe('Acme Bank is requesting information from you');
    expect(overview.logo).toBeNull();

    const withLogo = interviewHarness();
    withLogo.service.issuer = issuerOf({ wordmarkUri: 'https://acme.example/logo.svg' });
    await withLogo.loaded();
    expect(withLogo.overview().logo).toBe('https://acme.example/logo.svg');
    expect(withLogo.overview().overviewHeader).toBe('is requesting information from you');
    expect(withLogo.overview().issuerName).toBe('Acme Bank');
  });

  it.each([
    'javascript:alert(1)',
    'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=',
    '//acme.example/logo.svg',
    'http://acme.example/logo.svg',
    'https://tracker.example/logo.svg',
    'https://verify.attest.example@tracker.example/logo.svg',
  ])("shows the issuer's name instead of the logo %j, which the app may not draw", async (wordmarkUri) => {
    const h = interviewHarness();
    h.service.issuer = issuerOf({ wordmarkUri });
    await h.loaded();
    expect(h.overview().logo).toBeNull();
    expect(h.overview().overviewHeader).toBe('Acme Bank is requesting information from you');
  });

  it('follows the store: a question completed elsewhere turns its tile complete', async () => {
    const h = interviewHarness();
    await h.loaded();
    const overview = h.overview();
    expect(overview.tiles.map((tile) => tile.complete)).toEqual([false]);
    h.interview.markComplete(['core.ssn']);
    expect(overview.tiles.map((tile) => tile.complete)).toEqual([true]);
    expect(overview.overviewHeader).toBe('Your information has been submitted');
  });
});
