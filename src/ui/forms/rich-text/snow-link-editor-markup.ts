/**
 * The markup of Snow's link editor, as Quill 2.0.3 writes it into the editor's tooltip with
 * innerHTML when the editor starts (SnowTooltip.TEMPLATE in quill/themes/snow.js, a class Quill
 * does not export, so the app cannot hand it a trusted value). Under Trusted Types the default
 * policy lets exactly this string through and nothing like it (main/trusted-types-default-policy.ts);
 * a test compares it with the installed Quill's, so an upgrade that changes it fails there first.
 * A module of its own: the default policy is made at start and must not bring the editor with it.
 */
export const SNOW_LINK_EDITOR_MARKUP =
  '<a class="ql-preview" rel="noopener noreferrer" target="_blank" href="about:blank"></a>' +
  '<input type="text" data-formula="e=mc^2" data-link="https://quilljs.com" data-video="Embed URL">' +
  '<a class="ql-action"></a><a class="ql-remove"></a>';
