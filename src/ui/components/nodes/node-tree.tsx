/** The agent nodes of the open session, live (issue 5) (placeholder until its issue lands). */
export function NodeTree() {
  return null;
}
