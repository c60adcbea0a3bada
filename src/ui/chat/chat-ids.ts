/** The chat box's element ids: the launcher controls the box, the box is labelled by its title. */
export const CHAT_BOX_ID = 'chat-box';
export const CHAT_TITLE_ID = 'chat-box-title';
