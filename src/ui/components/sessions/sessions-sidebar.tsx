/** Sessions: list, rename, delete with undo, search (issue 5) (placeholder until its issue lands). */
export function SessionsSidebar() {
  return null;
}
