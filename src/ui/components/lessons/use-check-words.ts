import { useEffect, useState } from 'react';
import type { Check } from '../../../engine/lessons/checks';
import { loadCompare } from '../../state/chunk-loaders';

/**
 * How a check reads ("src/app.ts has "export""), from the lesson engine's own wording. The engine
 * arrives with the lessons list, so this is ready by the time there is a lesson to show; until
 * then a check reads as its kind.
 */
export function useCheckWords(): (check: Check) => string {
  const [describe, setDescribe] = useState<(check: Check) => string>(() => (check: Check) => check.label ?? check.kind);
  useEffect(() => {
    let live = true;
    void loadCompare().then((modules) => live && setDescribe(() => modules.describeCheck));
    return () => {
      live = false;
    };
  }, []);
  return describe;
}
