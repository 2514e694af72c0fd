import { useEffect, useState } from 'react';
import type { Check } from '../../../engine/lessons/checks';
import { loadCompare } from '../../state/chunk-loaders';

/**
 * How a check reads ("src/app.ts has "export""), from the lesson engine's own wording; until the
 * engine is in, a check reads as its kind. The engine is fetched only once there are checks to
 * show: it brings every lesson and the comparison workspace, which a page with no lesson open
 * must not fetch while it starts.
 */
export function useCheckWords(needed = true): (check: Check) => string {
  const [describe, setDescribe] = useState<(check: Check) => string>(() => (check: Check) => check.label ?? check.kind);
  useEffect(() => {
    if (!needed) return;
    let live = true;
    void loadCompare().then((modules) => live && setDescribe(() => modules.describeCheck));
    return () => {
      live = false;
    };
  }, [needed]);
  return describe;
}
