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

/**
 * The icon of a toolbar button (`ql-<name>`, with its value for a button per value, such as a list
 * kind), as the button's innerHTML takes it under Trusted Types; null when Quill has none. Quill's
 * `direction` icon is two icons joined, which no toolbar of the app shows.
 */
export function trustedIcon(name: string, value: string): TrustedHTML | string | null {
  const icon = QUILL_ICONS[name];
  const markup = typeof icon === 'string' ? icon : icon?.[value];
  if (markup === undefined || name === 'direction') return null;
  return policy?.createHTML(markup) ?? markup;
}
