/** The exact request of each step, and the toolkit in other dialects (issue 4; placeholder). */
export function WirePanel() {
  return <p className="empty-note">The wire view is coming.</p>;
}
