import { acceptAddress } from '../../../src/domain/links/address';
import { landingAddress, signInAddress } from '../../../src/domain/session/sign-in-address';

const back = (origin: string, caseId: number) => encodeURIComponent(`${origin}/v2/google-login/${caseId}`);

describe("the sign-in button's address", () => {
  it("is the identity service's auth path with the case's landing page as the continue address", () => {
    expect(signInAddress('https://id.example/auth', 'https://attest.example', 42)).toBe(
      `https://id.example/auth?continue=${back('https://attest.example', 42)}`,
    );
  });

  it("keeps the auth path's own query and fragment", () => {
    expect(signInAddress('https://id.example/auth?hl=en#top', 'https://attest.example', 7)).toBe(
      `https://id.example/auth?hl=en&continue=${back('https://attest.example', 7)}#top`,
    );
    expect(signInAddress('https://id.example/auth?', 'https://attest.example', 7)).toBe(
      `https://id.example/auth?continue=${back('https://attest.example', 7)}`,
    );
  });

  it('takes the sandbox on loopback over plain http', () => {
    expect(signInAddress('http://localhost:8080/__sandbox/identity/sign-in', 'http://localhost:8080', 1001)).toBe(
      `http://localhost:8080/__sandbox/identity/sign-in?continue=${back('http://localhost:8080', 1001)}`,
    );
  });

  it.each([
    ['a relative sign-in address', '/api/gls/v1/auth', 'https://attest.example'],
    ['plain http off loopback', 'http://id.example/auth', 'https://attest.example'],
    ['a script address', 'javascript:alert(1)', 'https://attest.example'],
    ['a page origin the app may not return to', 'https://id.example/auth', 'http://attest.example'],
  ])('is null for %s', (_case, signInUrl, origin) => {
    expect(signInAddress(signInUrl, origin, 42)).toBeNull();
  });

  it('returns to an address the app itself accepts for navigation', () => {
    const landing = landingAddress('https://attest.example', 42);
    expect(landing).toBe('https://attest.example/v2/google-login/42');
    expect(acceptAddress(landing!, 'navigate')).toBe(landing);
  });
});
