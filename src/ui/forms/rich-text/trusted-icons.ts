import icons from 'quill/ui/icons';
import { TRUSTED_TYPES_POLICIES } from '../../../domain/security/trusted-types';

/** Quill's icon table: a button's icon, or one per value of the button (align, indent, list). */
type IconTable = Readonly<Record<string, string | Readonly<Record<string, string>>>>;

const QUILL_ICONS = icons as IconTable;
const KNOWN_ICONS: ReadonlySet<string> = new Set(
  Object.values(QUILL_ICONS).flatMap((icon) => (typeof icon === 'string' ? [icon] : Object.values(icon))),
);

/**
 * Quill's toolbar icons as TrustedHTML (issue 26): its theme writes each icon into its button with
 * innerHTML. This policy makes TrustedHTML of Quill's own icon markup and of nothing else.
 */
const policy = window.trustedTypes?.createPolicy(TRUSTED_TYPES_POLICIES.editorMarkup, {
  createHTML: (markup: string): string => {
    if (!KNOWN_ICONS.has(markup)) throw new TypeError('not one of the editor’s icons');
    return markup;
  },
});

const trusted = (markup: string): TrustedHTML | string => policy?.createHTML(markup) ?? markup;

/** The icon table with each icon as the theme's innerHTML takes it under Trusted Types. */
export function trustedIcons(): Readonly<Record<string, TrustedHTML | string | Record<string, TrustedHTML | string>>> {
  return Object.fromEntries(
    Object.entries(QUILL_ICONS).map(([name, icon]) => [
      name,
      typeof icon === 'string'
        ? trusted(icon)
        : Object.fromEntries(Object.entries(icon).map(([value, markup]) => [value, trusted(markup)])),
    ]),
  );
}
