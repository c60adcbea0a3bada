import {
  isNotificationAnswer,
  notificationSuccess,
  parseFailedEmails,
} from '../../../src/domain/business/notification-result';

describe('sending submission links', () => {
  const sent = ['a@acme.example', 'b@acme.example'];

  it('succeeds when none failed', () => {
    expect(notificationSuccess(sent, [])).toBe(true);
  });

  it('is partly successful (null) when some failed', () => {
    expect(notificationSuccess(sent, ['a@acme.example'])).toBeNull();
  });

  it('fails when all failed, in any case', () => {
    expect(notificationSuccess(sent, ['A@acme.example', 'b@ACME.example'])).toBe(false);
  });

  it('reads a 400 like a success: both carry failed_emails', () => {
    expect(isNotificationAnswer(200)).toBe(true);
    expect(isNotificationAnswer(204)).toBe(true);
    expect(isNotificationAnswer(304)).toBe(true);
    expect(isNotificationAnswer(400)).toBe(true);
    expect(isNotificationAnswer(401)).toBe(false);
    expect(isNotificationAnswer(500)).toBe(false);
    expect(isNotificationAnswer(0)).toBe(false);
  });

  it('reads failed_emails, absent meaning none', () => {
    expect(parseFailedEmails({ failed_emails: ['a@acme.example'] })).toEqual({ ok: true, value: ['a@acme.example'] });
    expect(parseFailedEmails({})).toEqual({ ok: true, value: [] });
    expect(parseFailedEmails(null)).toEqual({ ok: true, value: [] });
  });

  it('refuses a malformed answer with one line', () => {
    expect(parseFailedEmails('x')).toEqual({ ok: false, error: 'the notifications answer must be a JSON object' });
    expect(parseFailedEmails({ failed_emails: 'a' })).toEqual({ ok: false, error: 'failed_emails must be an array' });
    expect(parseFailedEmails({ failed_emails: ['a', 1] })).toEqual({
      ok: false,
      error: 'failed_emails[1] must be a string',
    });
  });
});
