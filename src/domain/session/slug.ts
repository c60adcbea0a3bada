/** The question route's slug: the attribute type with dots written as dashes (spec 000 §2). */
export const slugOf = (attrType: string): string => attrType.replaceAll('.', '-');

/**
 * The attribute type a slug stands for. Attribute types may contain dashes themselves
 * ('identity_assurance.x-ray' and 'identity_assurance.x.ray' share a slug), so the slug is matched
 * against the known attribute types first; without a match the dashes are read back as dots.
 * Spec is silent on two known types sharing a slug: the first one in the given order wins.
 */
export function attrTypeOfSlug(slug: string, knownAttrTypes: readonly string[] = []): string {
  return knownAttrTypes.find((attrType) => slugOf(attrType) === slug) ?? slug.replaceAll('-', '.');
}
