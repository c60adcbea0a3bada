/** The image-url field's picker accepts these extensions... (spec 001 §10.5) */
export const ACCEPTED_IMAGE_EXTENSIONS = ['.jpeg', '.jpg', '.png', '.svg'] as const;

/** ...and only files of these types; any other chosen file is silently ignored. */
export const ACCEPTED_IMAGE_MIME_TYPES = ['image/png', 'image/jpeg', 'image/svg+xml'] as const;

export const isAcceptedImageType = (mimeType: string): boolean =>
  ACCEPTED_IMAGE_MIME_TYPES.some((accepted) => accepted === mimeType.trim().toLowerCase());

/** The picker's accept attribute. */
export const IMAGE_ACCEPT_ATTRIBUTE = ACCEPTED_IMAGE_EXTENSIONS.join(',');

/** The stored image can be removed only when the field is not required (spec 001 §10.3). */
export const canRemoveImage = (required: boolean): boolean => !required;

export type ImageFieldState = 'empty' | 'processing' | 'loaded';
