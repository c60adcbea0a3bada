import { facetecUnsupportedReason } from '../../../src/domain/liveness/facetec-browser-support';

const AGENTS = {
  safariIos17:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  safariIpad17:
    'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  safariIos11:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 11_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/11.0 Mobile/15E148 Safari/604.1',
  chromeIos:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/140.0.7339.122 Mobile/15E148 Safari/604.1',
  firefoxIos:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) FxiOS/140.0 Mobile/15E148 Safari/605.1.15',
  edgeIos:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 EdgiOS/140.0.3485.54 Mobile/15E148 Safari/605.1.15',
  operaIos:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 OPiOS/16.0.15 Mobile/15E148 Safari/9537.53',
  instagramIos:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Instagram 340.0.0.22.109 (iPhone15,2; iOS 17_5; en_US)',
  facebookIpad:
    'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 [FBAN/FBIOS;FBAV/470.0.0.40.108;FBBV/600000000]',
  chrome140Desktop:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36',
  chrome140Android:
    'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Mobile Safari/537.36',
  chrome56:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/56.0.2924.87 Safari/537.36',
  chrome57:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/57.0.2987.133 Safari/537.36',
  firefox153: 'Mozilla/5.0 (X11; Linux x86_64; rv:153.0) Gecko/20100101 Firefox/153.0',
  firefox51: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:51.0) Gecko/20100101 Firefox/51.0',
  firefox52: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:52.0) Gecko/20100101 Firefox/52.0',
  edge140:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36 Edg/140.0.0.0',
  opera43:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/56.0.2924.87 Safari/537.36 OPR/43.0.2442.991',
  safariMac11:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_13_6) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/11.1.2 Safari/605.1.15',
  safariMac17:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  webkitGtk: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/605.1.15 (KHTML, like Gecko) Safari/605.1.15',
  webkitGtkVersioned:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Safari/605.1.15',
} as const;

const reasonFor = (agent: keyof typeof AGENTS, webAssembly = true) =>
  facetecUnsupportedReason({ userAgent: AGENTS[agent], webAssembly });

describe('facetecUnsupportedReason', () => {
  it.each([
    'safariIos17',
    'safariIpad17',
    'chrome140Desktop',
    'chrome140Android',
    'chrome57',
    'firefox153',
    'firefox52',
    'edge140',
    'safariMac17',
    'webkitGtk',
    'webkitGtkVersioned',
  ] as const)('lets %s run the video selfie', (agent) => {
    expect(reasonFor(agent)).toBeNull();
  });

  it.each(['chromeIos', 'firefoxIos', 'edgeIos', 'operaIos', 'instagramIos', 'facebookIpad'] as const)(
    'sends %s, an iPhone or iPad browser other than Safari, to Safari',
    (agent) => {
      expect(reasonFor(agent)).toBe('facetec-unsupported-browser-ios');
    },
  );

  it.each(['chrome56', 'firefox51', 'opera43', 'safariMac11', 'safariIos11'] as const)(
    'asks %s, below its minimum version, to update',
    (agent) => {
      expect(reasonFor(agent)).toBe('facetec-unsupported-browser-old');
    },
  );

  it('lists the supported browsers when a current browser has no WebAssembly (disabled by policy)', () => {
    expect(reasonFor('chrome140Desktop', false)).toBe('facetec-unsupported-browser');
    expect(reasonFor('webkitGtk', false)).toBe('facetec-unsupported-browser');
  });

  it('tells an iPhone browser other than Safari to use Safari even without WebAssembly', () => {
    expect(reasonFor('chromeIos', false)).toBe('facetec-unsupported-browser-ios');
  });

  it('asks an old browser to update rather than listing browsers', () => {
    expect(reasonFor('firefox51', false)).toBe('facetec-unsupported-browser-old');
  });

  it('lists the supported browsers for an unknown agent without WebAssembly', () => {
    expect(facetecUnsupportedReason({ userAgent: '', webAssembly: false })).toBe('facetec-unsupported-browser');
    expect(facetecUnsupportedReason({ userAgent: '', webAssembly: true })).toBeNull();
  });
});
