/**
 * Checks of WCAG 2.2 criteria that axe cannot judge (issue 27), as functions a browser runs: each
 * is sent to the page whole (Playwright's evaluate, WebDriver's execute), so each uses nothing but
 * the DOM and its argument, and answers plain data. They judge the page as it is; the tests set
 * the page up (a key pressed, a viewport, a style) and say where.
 */

/** What the focused element looks like: a line per problem, none when focus is seen and not hidden. */
export interface FocusReport {
  /** A short name of the focused element, for the message: tag, id, class and text. */
  readonly element: string;
  /** Nothing is focused but the page itself. */
  readonly onPage: boolean;
  readonly problems: readonly string[];
}

/**
 * 2.4.7 Focus Visible and 2.4.11 Focus Not Obscured (Minimum), for document.activeElement:
 * - it (or the box around it within three levels, which a `:focus-within` rule draws for a hidden
 *   file input or a styled radio) shows an outline of at least 2 px or a box shadow;
 * - it is not entirely hidden: of its centre and four points near its corners (within the
 *   viewport), at least one shows the element itself, something inside it, or its label, rather
 *   than another element drawn over it (a sticky header, the Evie launcher, a snackbar).
 */
export function focusReport(): FocusReport {
  const active = document.activeElement;
  if (active === null || active === document.body || active === document.documentElement) {
    return { element: 'the page', onPage: true, problems: [] };
  }
  // Focus the app moved itself since the Tab (a new page's heading, tabindex -1): not a Tab stop.
  if (active instanceof HTMLElement && active.tabIndex < 0) return { element: 'the page', onPage: true, problems: [] };
  const name = (element: Element): string => {
    const id = element.id === '' ? '' : `#${element.id}`;
    const classes =
      typeof element.className === 'string' && element.className !== ''
        ? `.${element.className.trim().split(/\s+/).join('.')}`
        : '';
    const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
    return `<${element.tagName.toLowerCase()}${id}${classes}>${text === '' ? '' : ` '${text}'`}`;
  };
  const problems: string[] = [];

  let shown = false;
  let node: Element | null = active;
  for (let level = 0; level < 4 && node !== null && !shown; level += 1) {
    const style = getComputedStyle(node);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2;
    const transparent = style.outlineColor === 'transparent' || /rgba\(.*,\s*0\)$/.test(style.outlineColor);
    shown = (outline && !transparent) || style.boxShadow !== 'none';
    node = node.parentElement;
  }
  if (!shown) problems.push('shows no focus indicator (no outline of 2 px or more, no box shadow)');

  // A visually hidden control (a styled radio, a hidden file input) is seen through its label or box.
  const label = active instanceof HTMLInputElement ? (active.labels?.[0] ?? null) : null;
  const target = active.getBoundingClientRect().width <= 1 && label !== null ? label : active;
  const rect = target.getBoundingClientRect();
  const left = Math.max(rect.left, 0);
  const right = Math.min(rect.right, window.innerWidth);
  const top = Math.max(rect.top, 0);
  const bottom = Math.min(rect.bottom, window.innerHeight);
  if (right - left < 1 || bottom - top < 1) {
    problems.push('is outside the viewport');
  } else {
    const inset = (from: number, to: number, fraction: number) =>
      from + Math.max(Math.min((to - from) * fraction, to - from - 1), 0);
    const points: [number, number][] = [
      [inset(left, right, 0.5), inset(top, bottom, 0.5)],
      [inset(left, right, 0.1), inset(top, bottom, 0.1)],
      [inset(left, right, 0.9), inset(top, bottom, 0.1)],
      [inset(left, right, 0.1), inset(top, bottom, 0.9)],
      [inset(left, right, 0.9), inset(top, bottom, 0.9)],
    ];
    const covers: Element[] = [];
    const seen = points.some(([x, y]) => {
      const hit = document.elementFromPoint(x, y);
      if (hit === null) return false;
      if (
        target.contains(hit) ||
        hit.contains(target) ||
        active.contains(hit) ||
        (label !== null && label.contains(hit))
      )
        return true;
      covers.push(hit);
      return false;
    });
    if (!seen)
      problems.push(
        `is hidden behind ${covers
          .map(name)
          .filter((n, i, all) => all.indexOf(n) === i)
          .join(', ')}`,
      );
  }
  return { element: name(active), onPage: false, problems };
}

/**
 * 1.4.10 Reflow: the page does not scroll sideways at the viewport's width (the tests set 320 CSS
 * px, a phone's width and a 1280 px screen at 400 % zoom). Answers the page's scroll width and the
 * widest elements past the edge, for the message.
 */
export function sidewaysOverflow(): {
  readonly scrollWidth: number;
  readonly viewport: number;
  readonly past: readonly string[];
} {
  const viewport = document.documentElement.clientWidth;
  // Inside a box that scrolls or clips sideways, an element past the edge does not move the page.
  const contained = (element: Element): boolean => {
    for (let node = element.parentElement; node !== null && node !== document.body; node = node.parentElement) {
      if (getComputedStyle(node).overflowX !== 'visible') return true;
    }
    return false;
  };
  const past: string[] = [];
  for (const element of document.body.querySelectorAll('*')) {
    const rect = element.getBoundingClientRect();
    if (rect.width > 0 && rect.right > viewport + 1 && !contained(element)) {
      const first = typeof element.className === 'string' ? element.className.trim().split(/\s+/)[0] : '';
      past.push(`<${element.tagName.toLowerCase()}${first ? `.${first}` : ''}> to ${Math.round(rect.right)} px`);
    }
  }
  return { scrollWidth: document.documentElement.scrollWidth, viewport, past: past.slice(0, 5) };
}

/**
 * 1.4.12 Text Spacing: the criterion's values (line height 1.5 times the font size, paragraph
 * spacing 2 times, letter spacing 0.12 times, word spacing 0.16 times) set on every element,
 * important, through the CSSOM (which the content security policy allows; a `<style>` element it
 * would refuse), as a reader's style sheet or bookmarklet would set them.
 */
export function applyTextSpacing(): number {
  const elements = [...document.querySelectorAll<HTMLElement>('body, body *')];
  for (const element of elements) {
    element.style.setProperty('line-height', '1.5', 'important');
    element.style.setProperty('letter-spacing', '0.12em', 'important');
    element.style.setProperty('word-spacing', '0.16em', 'important');
    if (element.tagName === 'P') element.style.setProperty('margin-bottom', '2em', 'important');
  }
  return elements.length;
}

/**
 * Text cut off: an element that hides or clips what overflows it (overflow hidden or clip, not a
 * scroller) whose own text no longer fits, by more than a pixel. Visually hidden text (1 px boxes
 * for screen readers) is meant to be clipped and is left out.
 */
export function clippedText(): readonly string[] {
  const clipped: string[] = [];
  for (const element of document.body.querySelectorAll<HTMLElement>('*')) {
    const style = getComputedStyle(element);
    const hides = (value: string) => value === 'hidden' || value === 'clip';
    if (!hides(style.overflowX) && !hides(style.overflowY)) continue;
    if (element.clientWidth <= 1 || element.clientHeight <= 1) continue;
    const text =
      [...element.childNodes].some(
        (child) => child.nodeType === Node.TEXT_NODE && (child.textContent ?? '').trim() !== '',
      ) || element.querySelector('p, span, label, a, button, h1, h2, h3, li') !== null;
    if (!text) continue;
    const wide = hides(style.overflowX) && element.scrollWidth > element.clientWidth + 1;
    const tall = hides(style.overflowY) && element.scrollHeight > element.clientHeight + 1;
    if (wide || tall) {
      const words = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 50);
      clipped.push(
        `<${element.tagName.toLowerCase()}.${element.className}> '${words}' (${element.scrollWidth}x${element.scrollHeight} in ${element.clientWidth}x${element.clientHeight})`,
      );
    }
  }
  return clipped;
}

/**
 * Controls that vanish in forced colours (Windows High Contrast; the tests turn Chromium's emulation
 * on): the browser then draws text, borders and outlines in the system's few colours and drops
 * background colours, so a control is still seen when it has text, a border, an image or an icon,
 * or is a native input the system draws. One drawn only by its background colour is not.
 */
export function controlsUnseenInForcedColours(): readonly string[] {
  const controls = document.querySelectorAll<HTMLElement>(
    'button, a[href], input:not([type="hidden"]), select, textarea, [role="button"], [role="checkbox"], [role="radio"], [role="switch"], [role="slider"], [role="combobox"], [role="option"], [tabindex="0"]',
  );
  const unseen: string[] = [];
  for (const control of controls) {
    const rect = control.getBoundingClientRect();
    const style = getComputedStyle(control);
    if (rect.width <= 1 || rect.height <= 1 || style.visibility === 'hidden' || style.opacity === '0') continue;
    const text = control.innerText.trim() !== '' || (control instanceof HTMLInputElement && control.value !== '');
    const sides = ['Top', 'Right', 'Bottom', 'Left'] as const;
    const border = sides.some(
      (side) =>
        parseFloat(style.getPropertyValue(`border-${side.toLowerCase()}-width`)) > 0 &&
        style.getPropertyValue(`border-${side.toLowerCase()}-style`) !== 'none',
    );
    const picture = control.querySelector('svg, img') !== null || control.tagName === 'IMG';
    const native =
      (control instanceof HTMLInputElement ||
        control instanceof HTMLSelectElement ||
        control instanceof HTMLTextAreaElement) &&
      style.appearance !== 'none';
    const ownColours = style.forcedColorAdjust === 'none';
    if (!text && !border && !picture && !native && !ownColours) {
      const label = control.getAttribute('aria-label') ?? control.id;
      unseen.push(`<${control.tagName.toLowerCase()}${label ? ` '${label}'` : ''}.${control.className}>`);
    }
  }
  return unseen;
}

/**
 * Before a focus walk: the page at its top, no Tab stop seen yet, and the focus on an empty mark
 * at the start of the body, so the first Tab goes to the page's first stop in every engine (after
 * a blur, Firefox would go on from where the focus was: the new page's heading, mid-page).
 */
export function startFocusWalk(): void {
  window.scrollTo(0, 0);
  (window as unknown as { a11ySeen: WeakSet<Element> }).a11ySeen = new WeakSet();
  const start = document.createElement('span');
  start.tabIndex = -1;
  document.body.prepend(start);
  start.focus({ preventScroll: true });
}

/**
 * Where a Tab press has put the focus: 'again' on an element of this walk already (the walk has
 * gone round), 'moved' where the app put it itself (a new page's heading, tabindex -1: not a Tab
 * stop), else 'stop'.
 */
export function tabStopReached(): 'again' | 'moved' | 'stop' {
  const seen = (window as unknown as { a11ySeen: WeakSet<Element> }).a11ySeen;
  const active = document.activeElement;
  if (active === null || seen.has(active)) return 'again';
  seen.add(active);
  return active instanceof HTMLElement && active.tabIndex < 0 ? 'moved' : 'stop';
}

/** Two animation frames: what an engine that scrolls a focused control into view later needs (WebKit). */
export function twoFrames(): Promise<boolean> {
  return new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(true))));
}

/** The class names of the elements whose CSS animations are running (prefers-reduced-motion checks). */
export function runningAnimations(): string[] {
  return document
    .getAnimations()
    .filter((animation) => animation.playState === 'running')
    .map((animation) => ((animation.effect as KeyframeEffect | null)?.target as Element | null)?.className ?? '');
}
