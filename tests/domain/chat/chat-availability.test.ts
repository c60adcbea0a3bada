import { chatEnabledFor, chatWidgetShown, greetingVisible } from '../../../src/domain/chat/chat-availability';
import { CHAT_TEXTS } from '../../../src/domain/chat/messages';

describe('where the chat is offered', () => {
  it.each([
    'insurance_policy_verification.self_attestation.enterprise',
    'insurance_policy_verification.self_attestation.advanced',
    'insurance_policy_verification.self_attestation.advanced.policy_number',
  ])('offers the chat on %s', (attrType) => {
    expect(chatEnabledFor(attrType)).toBe(true);
  });

  it.each([
    'insurance_policy_verification.self_attestation',
    'insurance_policy_verification.self_attestation.basic',
    'insurance_policy_verification.self_attestation.enterprisex',
    'core.ssn',
  ])('does not offer the chat on %s', (attrType) => {
    expect(chatEnabledFor(attrType)).toBe(false);
  });

  it('hides the widget on mobile browsers and on screens without a question that enables it', () => {
    const attrType = 'insurance_policy_verification.self_attestation.enterprise';
    expect(chatWidgetShown(attrType, false)).toBe(true);
    expect(chatWidgetShown(attrType, true)).toBe(false);
    expect(chatWidgetShown(null, false)).toBe(false);
  });

  it('hides the greeting bubble after 5000 ms', () => {
    expect(greetingVisible(1000, 5999)).toBe(true);
    expect(greetingVisible(1000, 6000)).toBe(false);
  });

  it('has the texts of the spec', () => {
    expect(CHAT_TEXTS).toMatchObject({
      greeting: "Hi, I'm Evie! Need Help?",
      title: 'Chat with Evie - Virtual Assistant',
      placeholder: 'Type your message',
      viewMore: 'View More',
    });
  });
});
