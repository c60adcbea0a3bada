/** Phones and tablets by user agent (spec 000 §9: mobile detection by user agent or absence of hover). */
const MOBILE_AGENT = /Android|iPhone|iPad|iPod|Mobile|Opera Mini|IEMobile|Silk|webOS|BlackBerry/i;

/** Mobile when the user agent says so, or when the main pointer cannot hover (a touch screen). */
export const isMobileBrowser = (userAgent: string, canHover: boolean): boolean =>
  MOBILE_AGENT.test(userAgent) || !canHover;
