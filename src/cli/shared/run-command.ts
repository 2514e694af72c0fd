import { terminalSafe } from '../../engine/text/terminal-safe';
import type { CommandMain } from './cli-io';

/**
 * The only place that touches the process: it gives a command the process's streams, environment
 * and folder, turns Ctrl-C into an aborted signal, and exits with the code the command returns.
 * Anything the command throws is a bug of ours, not a mistake of the caller's: said as such, with
 * the stack, exit code 1.
 */
export function runCommand(name: string, main: CommandMain): void {
  const controller = new AbortController();
  // The first Ctrl-C asks the command to stop and report what finished; a second one, with no
  // listener left, ends the process at once.
  process.once('SIGINT', () => controller.abort());
  const io = { stdout: process.stdout, stderr: process.stderr, env: process.env, cwd: process.cwd(), signal: controller.signal };
  main(process.argv.slice(2), io).then(
    (code) => process.exit(code),
    (error: unknown) => {
      process.stderr.write(terminalSafe(`The ${name} CLI failed unexpectedly: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`));
      process.exit(1);
    },
  );
}
