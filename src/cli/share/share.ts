import { runCommand } from '../shared/run-command';
import { main } from './share-main';

// `npm run share`: the process around the command (see share-main.ts).
runCommand('share', main);
