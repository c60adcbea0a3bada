/** The snackbar's region (snackbar-host.tsx): kept live above a dialog, so its messages are still said. */
export const SNACKBAR_REGION = 'snackbar-region';
