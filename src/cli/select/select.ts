import { runCommand } from '../shared/run-command';
import { main } from './select-main';

// `npm run select`: the process around the command (see select-main.ts).
runCommand('select', main);
