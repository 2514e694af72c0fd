/** Lessons and comparisons (issue 7; placeholder until it lands). */
export function CompareView() {
  return <p className="empty-note">Comparisons are coming.</p>;
}
