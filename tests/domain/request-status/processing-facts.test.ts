import { processingFacts } from '../../../src/domain/request-status/processing-facts';
import type { RequestRecord } from '../../../src/domain/request-status/request-record';
import { describeRequest } from '../../../src/domain/request-status/request-report';
import { supportFooter, supportTicketLink } from '../../../src/domain/request-status/status-page';

const at = (year: number, month: number, day: number): number => new Date(year, month - 1, day, 12).getTime() / 1000;
const record = (status: string, completedAt: number | null = null): RequestRecord => ({
  status,
  createdAt: at(2026, 11, 1),
  submittedAt: at(2026, 11, 2),
  completedAt,
  agreements: [],
});

describe('processingFacts', () => {
  it("takes the days, the notice and the rules of a processing request from the status page's report", () => {
    const report = describeRequest(record('in_process'), { year: 2026, month: 11, day: 16 });
    expect(processingFacts(report)).toEqual({
      daysProcessing: 14,
      notices: ['delay-13'],
      rules: [
        { kind: 'expiry', days: 30, expiresOn: '12/01/2026', expired: false },
        { kind: 'attempts', attempts: 2 },
      ],
    });
  });

  it('has the 7-day notice after 8 days', () => {
    const report = describeRequest(record('subscribed'), { year: 2026, month: 11, day: 10 });
    expect(processingFacts(report)).toMatchObject({ daysProcessing: 8, notices: ['delay-7'] });
  });

  it.each([
    ['new', null],
    ['pending', null],
    ['complete', at(2026, 11, 3)],
    ['timeout', null],
    ['terminated', null],
  ])('has none for a request that is not processing (%s)', (status, completedAt) => {
    expect(
      processingFacts(describeRequest(record(status, completedAt), { year: 2026, month: 11, day: 20 })),
    ).toBeNull();
  });
});

describe('supportTicketLink', () => {
  const contact = { email: 'help@acme.example', phone: '+1 555', url: 'https://acme.example/help', urlTitle: 'Help' };

  it("is the issuer's support link, else its e-mail, else none", () => {
    expect(supportTicketLink(supportFooter(contact))).toEqual({ text: 'Help', href: 'https://acme.example/help' });
    expect(supportTicketLink(supportFooter({ ...contact, url: null }))).toEqual({
      text: 'help@acme.example',
      href: 'mailto:help@acme.example',
    });
    expect(supportTicketLink(supportFooter({ ...contact, url: null, email: null }))).toBeNull();
    expect(supportTicketLink(supportFooter(null))).toBeNull();
  });
});
