/**
 * Whether anything answers at a URL that the page's own fetch could not read. Outside cross-origin
 * isolation, a `no-cors` fetch resolves (with an opaque answer) whenever a server responded. This
 * page is isolated (COEP require-corp) so that WebContainer can boot, and there the browser blocks
 * that opaque answer too, but only after it arrived, and says so in a "coep" report naming the URL:
 * a report means a server is there; a refused connection sends none.
 */

const reportWaitMs = 1000;

interface CoepReportBody {
  blockedURL?: string;
}

export async function somethingAnswersAt(url: string): Promise<boolean> {
  const target = new URL(url).href;
  const reported = watchForBlockedUrl(target);
  try {
    await fetch(target, { mode: 'no-cors', credentials: 'omit', cache: 'no-store' });
    return true;
  } catch {
    return reported.wait();
  } finally {
    reported.stop();
  }
}

function watchForBlockedUrl(target: string): { wait(): Promise<boolean>; stop(): void } {
  if (typeof ReportingObserver === 'undefined') return { wait: async () => false, stop: () => undefined };
  let seen = false;
  let wake: (() => void) | undefined;
  const observer = new ReportingObserver((reports) => {
    for (const report of reports) {
      const blocked = (report.body as CoepReportBody | null)?.blockedURL;
      if (report.type === 'coep' && blocked !== undefined && new URL(blocked).href === target) seen = true;
    }
    if (seen) wake?.();
  });
  observer.observe();
  return {
    async wait() {
      if (seen) return true;
      await new Promise<void>((resolve) => {
        wake = resolve;
        setTimeout(resolve, reportWaitMs);
      });
      return seen;
    },
    stop: () => observer.disconnect(),
  };
}
