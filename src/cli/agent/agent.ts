import { runCommand } from '../shared/run-command';
import { main } from './agent-main';

// `npm run agent`: the process around the command (see agent-main.ts).
runCommand('agent', main);
