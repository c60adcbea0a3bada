/**
 * Where modals render unless told otherwise (spec 000 §2: default target name default-modal-target).
 * Its own file: the page frame in the start bundle renders the target, and the Modal component
 * travels in the chunks of the screens that open one.
 */
export const DEFAULT_MODAL_TARGET = 'default-modal-target';
