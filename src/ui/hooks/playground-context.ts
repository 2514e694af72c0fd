import { createContext, useContext } from 'react';
import type { Playground } from '../state/playground';

export const PlaygroundContext = createContext<Playground | undefined>(undefined);

/** The page's controllers (provided once in main.tsx). */
export function usePlayground(): Playground {
  const playground = useContext(PlaygroundContext);
  if (!playground) throw new Error('usePlayground needs a PlaygroundContext provider above it.');
  return playground;
}
