import { runCommand } from '../shared/run-command';
import { main } from './compare-main';

// `npm run compare`: the process around the command (see compare-main.ts).
runCommand('compare', main);
