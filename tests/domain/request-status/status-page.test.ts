import type { RequestRecord } from '../../../src/domain/request-status/request-record';
import { showsTerminatedPage, supportFooter } from '../../../src/domain/request-status/status-page';

const record = (status: string, types: readonly string[], submittedAt: number | null = null): RequestRecord => ({
  status,
  createdAt: 1_790_000_000,
  submittedAt,
  completedAt: null,
  agreements: types.map((attributeType) => ({ attributeType, fulfilmentStatus: null })),
});

const ENTERPRISE = 'insurance_policy_verification.self_attestation.enterprise';
const ADVANCED = 'insurance_policy_verification.self_attestation.advanced';

describe('terminated-request page', () => {
  it('shows for a canceled request of insurance self-attestation only', () => {
    expect(showsTerminatedPage(record('terminated', [ENTERPRISE, ADVANCED]))).toBe(true);
    expect(showsTerminatedPage(record('timeout', [ENTERPRISE], 1_790_000_100))).toBe(true);
  });

  it('does not show when another attribute is requested too', () => {
    expect(showsTerminatedPage(record('terminated', [ENTERPRISE, 'core.ssn']))).toBe(false);
  });

  it('does not show for a request that is not canceled or has no agreements', () => {
    expect(showsTerminatedPage(record('in_process', [ENTERPRISE]))).toBe(false);
    expect(showsTerminatedPage(record('timeout', [ENTERPRISE]))).toBe(false);
    expect(showsTerminatedPage(record('terminated', []))).toBe(false);
  });

  it('does not take a look-alike attribute type for the family', () => {
    expect(showsTerminatedPage(record('terminated', ['insurance_policy_verification.self_attestationX']))).toBe(false);
  });
});

describe('support footer', () => {
  it('normalises the support link and links the e-mail and phone', () => {
    expect(
      supportFooter({
        email: ' help@acme.example ',
        phone: '+1 (555) 010-2000',
        url: 'acme.example/help',
        urlTitle: 'Help',
      }),
    ).toEqual({
      link: { text: 'Help', href: 'http://acme.example/help' },
      email: { text: 'help@acme.example', href: 'mailto:help@acme.example' },
      phone: { text: '+1 (555) 010-2000', href: 'tel:+15550102000' },
    });
  });

  it('drops a relative or unsafe link and shows the link itself without a title', () => {
    expect(supportFooter({ email: null, phone: null, url: '/help', urlTitle: 'Help' }).link).toBeNull();
    expect(supportFooter({ email: null, phone: null, url: 'javascript:alert(1)', urlTitle: null }).link).toBeNull();
    expect(supportFooter({ email: null, phone: null, url: 'https://acme.example', urlTitle: ' ' }).link).toEqual({
      text: 'https://acme.example',
      href: 'https://acme.example',
    });
  });

  it('shows nothing without a contact or with blank fields', () => {
    expect(supportFooter(null)).toEqual({ link: null, email: null, phone: null });
    expect(supportFooter({ email: ' ', phone: '', url: null, urlTitle: null })).toEqual({
      link: null,
      email: null,
      phone: null,
    });
  });
});
