/** Share the open session as a link or a file (issue 6) (placeholder until its issue lands). */
export function ShareButton() {
  return null;
}
