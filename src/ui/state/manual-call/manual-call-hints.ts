/**
 * Starting values for "be the model", by built-in handler id: a call that does something visible
 * on the sample workspace. Keyed by handler (not by the name the model sees), and applied only to
 * properties the current schema still has, so an edited surface keeps its own shape.
 */
export function manualCallHints(handler: string, examplePath: string | undefined): Record<string, unknown> {
  const path = examplePath ? { path: examplePath } : {};
  switch (handler) {
    case 'read_file':
      return path;
    case 'write_file':
      return { path: 'notes.txt', content: 'Written by a person being the model.\n' };
    case 'edit_file':
      return { ...path, edits: [{ oldText: 'text to replace', newText: 'replacement' }] };
    case 'grep':
      return { pattern: 'sort' };
    case 'glob':
      return { pattern: '**/*.sh' };
    case 'Bash':
      return { command: 'ls -la' };
    case 'update_plan':
      return {
        plan: [
          { step: 'Find the bug', status: 'active' },
          { step: 'Fix it and run the tests', status: 'pending' },
        ],
      };
    case 'run_agent':
      return { name: 'checker', folder: '', task: 'Run sh test/check.sh and report which expectations fail, quoting the output.' };
    default:
      return path;
  }
}
