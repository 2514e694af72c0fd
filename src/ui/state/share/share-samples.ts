import type { ShareSamples } from '../../../share/share-files';
import { version } from '../../../../package.json';
import { sampleWorkspace } from '../../sample-workspace';

/**
 * The built-in workspaces a share document may name as its base (`sample:<id>`), so a run on the
 * sample carries only the files it changed. The id is part of every link made from it: never
 * rename it; a changed sample is caught by its hash (the link then says so).
 */
export const shareSamples: ShareSamples = { 'word-counter': sampleWorkspace };

/** Written into every share document (provenance), shown in the replay's header. */
export const appVersion: string = version;
