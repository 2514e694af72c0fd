import type { Command } from 'just-bash';
import { pasteCommand, xargsCommand } from './everyday-spellings';
import { diffCommand } from './gnu-diff';

/** Commands the embedded shell runs in place of just-bash's own, to behave like GNU's. */
export const embeddedShellCommands: Command[] = [xargsCommand, pasteCommand, diffCommand];
