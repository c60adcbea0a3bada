import type { PostalAddress } from '../validation/address';

/** Spec 001 §3.3: one string 'street, city, state postcode', each part trimmed. */
export function encodeAddress(address: PostalAddress): string {
  const [street, city, state, postcode] = [address.street, address.city, address.state, address.postcode].map((part) =>
    part.trim(),
  );
  return `${street}, ${city}, ${state} ${postcode}`;
}
