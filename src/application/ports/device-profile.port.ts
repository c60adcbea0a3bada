/**
 * What the browser tells about the device, for mobile detection (spec 000 §9, spec 001 §3: by user
 * agent or absence of hover). The port reports the facts; the domain's isMobileBrowser decides.
 * Nothing here fails: a browser that cannot tell is taken to hover (see the adapter).
 */
export interface DeviceProfile {
  /** The browser's user agent string ('' when there is none). */
  userAgent(): string;
  /** Whether `WebAssembly` exists (the FaceTec SDK needs it: facetecUnsupportedReason). */
  hasWebAssembly(): boolean;
  /**
   * Whether the browser accepts cookies (`navigator.cookieEnabled`); a browser that does not say is
   * taken to accept them, so only a browser that reports them refused is stopped.
   */
  cookiesEnabled(): boolean;
  /** Whether the primary pointer can hover (the CSS media query '(hover: hover)'). */
  canHover(): boolean;
  /**
   * Calls `listener` when canHover changes (a tablet docked to a mouse, a laptop's touch mode);
   * returns the function that stops listening.
   */
  watch(listener: () => void): () => void;
}

export const DEVICE_PROFILE = Symbol.for('DeviceProfile');
