/** Placeholder while the screen is being built in this issue. */
export function BusinessLandingScreen(_props: { caseId: number; authCode?: string }) {
  return null;
}
