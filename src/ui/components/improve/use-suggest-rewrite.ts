import { createContext, useContext } from 'react';
import { usePlayground } from '../../hooks/playground-context';
import { useStore } from '../../hooks/use-store';
import type { RewriteController } from '../../state/improve/rewrite-controller';
import { suggestRewriteOf } from '../../state/improve/suggest-rewrite-wiring';

/** The page's "Suggest a rewrite" controller, and a hook that only subscribes to it. */
export const useSuggestRewriteController = () => suggestRewriteOf(usePlayground());
export const useSuggestRewrite = () => useStore(useSuggestRewriteController());

/**
 * Which "Suggest a rewrite" the cards, Prove it and the rounds below belong to: the Selection
 * tests' one unless a panel provides another (a lesson comparison's), so the same components
 * serve both.
 */
export const RewriteControllerContext = createContext<RewriteController | undefined>(undefined);

export function useRewriteController(): RewriteController {
  const playground = usePlayground();
  return useContext(RewriteControllerContext) ?? suggestRewriteOf(playground);
}

export const useRewrite = () => useStore(useRewriteController());
