/** Chat constants of spec 000 §9. */
export const GREETING_HIDE_AFTER_MS = 5000;
/** Messages longer than this are truncated... */
export const TRUNCATE_ABOVE_CHARS = 550;
/** ...to this many characters. */
export const TRUNCATED_LENGTH = 500;
export const CHAT_INPUT_BASE_HEIGHT_PX = 50;
export const LOADER_MAX_DOTS = 5;
