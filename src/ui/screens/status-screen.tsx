/** Placeholder while the screen is being built in this issue. */
export function StatusScreen() {
  return null;
}
