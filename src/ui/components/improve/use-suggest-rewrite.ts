import { usePlayground } from '../../hooks/playground-context';
import { useStore } from '../../hooks/use-store';
import { suggestRewriteOf } from '../../state/improve/suggest-rewrite-wiring';

/** The page's "Suggest a rewrite" controller, and a hook that only subscribes to it. */
export const useSuggestRewriteController = () => suggestRewriteOf(usePlayground());
export const useSuggestRewrite = () => useStore(useSuggestRewriteController());
