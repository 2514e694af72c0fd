/**
 * Runs inside the page before any of the app's scripts (Playwright's addInitScript): notes, on the
 * page's own clock (ms since navigation start), when the "Task" textbox appeared enabled, when the
 * frame showing it was done and the main thread free (shell interactive), and when the file tree
 * first listed a file. A MutationObserver callback runs right after the DOM change, so
 * the times are not blurred by a test runner's polling interval.
 *
 * Kept free of imports and closures: Playwright serialises the function's source into the page.
 */
export function recordMilestones(): void {
  type Milestones = { taskBoxInDomMs?: number; shellInteractiveMs?: number; fileTreeListedMs?: number };
  const milestones: Milestones = {};
  (globalThis as unknown as { __milestones: Milestones }).__milestones = milestones;

  const nameOf = (element: Element): string => {
    const label = element.getAttribute('aria-label');
    if (label) return label.trim();
    const labelledBy = element.getAttribute('aria-labelledby');
    if (labelledBy) {
      return labelledBy
        .split(/\s+/)
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' ')
        .trim();
    }
    const labels = (element as HTMLInputElement).labels;
    return labels && labels.length > 0 ? (labels[0]!.textContent ?? '').trim() : '';
  };

  const taskBoxReady = (): boolean =>
    Array.from(document.querySelectorAll('textarea, input, [role="textbox"]')).some(
      (element) =>
        nameOf(element) === 'Task' &&
        !(element as HTMLInputElement).disabled &&
        element.getAttribute('aria-disabled') !== 'true',
    );

  const treeListed = (): boolean =>
    Array.from(document.querySelectorAll('[role="treeitem"]')).some((item) => {
      for (let node = item.parentElement; node; node = node.parentElement) {
        if (nameOf(node) === 'Files') return true;
      }
      return false;
    });

  const check = () => {
    const now = performance.now();
    if (milestones.taskBoxInDomMs === undefined && taskBoxReady()) {
      milestones.taskBoxInDomMs = now;
      // A person can type once the box is on screen and the main thread is free: the next frame
      // (requestAnimationFrame), then the first task after that frame was produced.
      requestAnimationFrame(() => setTimeout(() => (milestones.shellInteractiveMs = performance.now())));
    }
    if (milestones.fileTreeListedMs === undefined && treeListed()) milestones.fileTreeListedMs = now;
    if (milestones.taskBoxInDomMs !== undefined && milestones.fileTreeListedMs !== undefined) observer.disconnect();
  };
  const observer = new MutationObserver(check);
  const start = () => {
    observer.observe(document.documentElement, { subtree: true, childList: true, attributes: true, characterData: true });
    check();
  };
  if (document.documentElement) start();
  else document.addEventListener('readystatechange', start, { once: true });
}
