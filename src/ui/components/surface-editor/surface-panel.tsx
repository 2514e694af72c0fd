/** The schema editor: what the model reads, editable (issue 4; placeholder until it lands). */
export function SurfacePanel() {
  return <p className="empty-note">The surface editor is coming.</p>;
}
