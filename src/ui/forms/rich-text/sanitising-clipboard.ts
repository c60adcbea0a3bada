import type { Delta } from 'quill/core';
import Clipboard from 'quill/modules/clipboard';
import { trustedIssuerHtml } from '../../components/sanitise-issuer-html';

/**
 * Quill's clipboard, but every HTML it reads (a paste, a value set into the editor) goes through
 * the one sanitiser profile first (in its rich-text context, as sanitiseRichText).
 *
 * Why: Quill parses HTML with DOMParser, and Chromium reports a content security policy violation
 * for every style attribute, event handler attribute and `<style>` it parses, even into an inert
 * document (see disarm-for-parsing.ts): pasting from a word processor would send a policy report per
 * styled run. The sanitiser parses the HTML disarmed, and what it returns holds none of them, so
 * Quill's own parse reports nothing; and nothing the profile refuses reaches the editor.
 */
export class SanitisingClipboard extends Clipboard {
  /**
   * Quill hands the HTML straight to DOMParser, which under Trusted Types (issue 26) takes only
   * TrustedHTML: the sanitiser's, in the rich-text context (sanitiseRichText's, as TrustedHTML).
   * Quill's type says string; DOMParser takes either.
   */
  protected override convertHTML(html: string): Delta {
    return super.convertHTML(trustedIssuerHtml(html, [], 'rich-text') as string);
  }

  /**
   * Quill's paste, without its image branch: with files on the clipboard Quill parses the HTML
   * raw (before any sanitising) to see whether it is one image, and this editor has no images.
   */
  override onCapturePaste(event: ClipboardEvent): void {
    if (event.defaultPrevented || !this.quill.isEnabled()) return;
    event.preventDefault();
    const range = this.quill.getSelection(true);
    if (range === null) return;
    const html = event.clipboardData?.getData('text/html');
    const text = event.clipboardData?.getData('text/plain');
    this.onPaste(range, { html, text });
  }
}
