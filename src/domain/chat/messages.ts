import { catalogue } from '../language/translation';

/** The chat widget's texts (spec 000 §2 Chat widget, §4 Chat, §5), word for word. */
export const CHAT_TEXTS = catalogue('CHAT_TEXTS', {
  greeting: "Hi, I'm Evie! Need Help?",
  title: 'Chat with Evie - Virtual Assistant',
  placeholder: 'Type your message',
  welcome: "Hey there! I'm Evie. Your virtual assistant. How can I help?",
  failure:
    "I'm currently grabbing a coffee and away from my desk. Don't worry, I'll be back soon! In the meantime, reach out to support for any immediate questions or concerns.",
  viewMore: 'View More',
  ellipsis: '...',
} as const);
