/** A shared run opened from a link, read-only (issue 6; placeholder until it lands). */
export function ReplayView({ link, onLeave }: { link: string; onLeave: () => void }) {
  void link;
  void onLeave;
  return null;
}
