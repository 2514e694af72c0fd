import { useEffect, useState } from 'react';

const storageKey = 'aci-playground.run-panel-width';
export const runPanelLimits = { min: 260, max: 720 };

/** The width the person gave the run panel beside the surface; kept across reloads on this device. */
export function useRunPanelWidth(): [number, (width: number) => void] {
  const [width, setWidth] = useState(() => storedWidth() ?? defaultWidth());
  useEffect(() => {
    try {
      localStorage.setItem(storageKey, String(width));
    } catch {
      // Storage may be off (private mode): the width then lasts for this page only.
    }
  }, [width]);
  return [width, setWidth];
}

function storedWidth(): number | undefined {
  try {
    const stored = Number(localStorage.getItem(storageKey));
    return Number.isFinite(stored) && stored >= runPanelLimits.min && stored <= runPanelLimits.max ? stored : undefined;
  } catch {
    return undefined;
  }
}

/** About a quarter of the window: enough for the task, the status and a readable transcript. */
function defaultWidth(): number {
  const window = typeof innerWidth === 'number' ? innerWidth : 1280;
  return Math.round(Math.min(420, Math.max(300, window * 0.25)));
}
