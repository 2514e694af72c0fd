/**
 * Whether anything answers at a URL that the page's own fetch could not read. Outside cross-origin
 * isolation, a `no-cors` fetch resolves (with an opaque answer) whenever a server responded. This
 * page is isolated (COEP require-corp) so that WebContainer can boot, and there the browser blocks
 * that opaque answer too, but only after it arrived, and says so in a "coep" report naming the URL:
 * a report means a server is there; a refused connection sends none. A browser without
 * ReportingObserver in an isolated page cannot tell: then the answer is undefined.
 */

/**
 * The report usually comes with the failure, but Chromium was seen to drop the first report of a
 * page now and then: a probe without a report is tried again before "nothing answered" is believed.
 * Only a URL where nothing answers pays all the waits.
 */
const probeAttempts = 3;
const reportWaitMs = 1000;

interface CoepReportBody {
  blockedURL?: string;
}

export async function somethingAnswersAt(url: string): Promise<boolean | undefined> {
  const target = new URL(url).href;
  let answer: boolean | undefined = false;
  for (let attempt = 0; attempt < probeAttempts && answer === false; attempt++) answer = await probeOnce(target);
  return answer;
}

async function probeOnce(target: string): Promise<boolean | undefined> {
  const reported = watchForBlockedUrl(target);
  try {
    await fetch(target, { mode: 'no-cors', credentials: 'omit', cache: 'no-store' });
    return true;
  } catch {
    return await reported.wait();
  } finally {
    reported.stop();
  }
}

/** Chromium's COEP report body has no attributes of its own: its fields are read through toJSON(). */
function bodyOf(report: Report): CoepReportBody | undefined {
  const body = report.body as (CoepReportBody & { toJSON?: () => unknown }) | null;
  if (!body) return undefined;
  return typeof body.toJSON === 'function' ? (body.toJSON() as CoepReportBody) : body;
}

function watchForBlockedUrl(target: string): { wait(): Promise<boolean | undefined>; stop(): void } {
  if (typeof ReportingObserver === 'undefined') return { wait: async () => (globalThis.crossOriginIsolated ? undefined : false), stop: () => undefined };
  let seen = false;
  let wake: (() => void) | undefined;
  const look = (reports: Report[]) => {
    for (const report of reports) {
      const blocked = bodyOf(report)?.blockedURL;
      if (report.type === 'coep' && blocked !== undefined && new URL(blocked).href === target) seen = true;
    }
    if (seen) wake?.();
  };
  const observer = new ReportingObserver(look);
  observer.observe();
  return {
    async wait() {
      look(observer.takeRecords());
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
