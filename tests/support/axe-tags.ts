/**
 * The axe rules every screen is held to, in jsdom, Chromium, WebKit and Firefox: WCAG 2.0, 2.1 and
 * 2.2 at levels A and AA (issue 27). axe-core 4.14 tags 2.2's one automatic rule, target-size
 * (2.5.8: each target at least 24 by 24 CSS px, or with the spacing the criterion allows),
 * 'wcag22aa'; it needs layout, so it judges in the browsers and reports nothing in jsdom.
 */
export const AXE_WCAG_TAGS: readonly string[] = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
