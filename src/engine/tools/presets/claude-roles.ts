import type { ToolRoles } from './tool-roles';

/** In the Claude Code style toolkit, these tools stand where the built-ins would be named. */
export const claudeRoles: ToolRoles = {
  read_file: 'Read',
  write_file: 'Write',
  edit_file: 'Edit',
  glob: 'Glob',
  grep: 'Grep',
};
