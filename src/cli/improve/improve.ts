import { runCommand } from '../shared/run-command';
import { main } from './improve-main';

// `npm run improve`: the process around the command (see improve-main.ts).
runCommand('improve', main);
