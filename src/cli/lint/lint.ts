import { runCommand } from '../shared/run-command';
import { main } from './lint-main';

// `npm run lint`: the process around the command (see lint-main.ts).
runCommand('lint', main);
