import type { FailureSpec, ToolContext, ToolId } from '../tool';

/**
 * A preset tool that behaves like a built-in one (Claude-style Read is read_file with other
 * parameter names) runs the built-in's handler and format. Their texts name sibling tools by
 * built-in id ("to read on: read_file with offset=…", `{tool:glob}` in a failure). Roles say which
 * tool of this preset plays each of those parts, so the reused text names a tool the model has.
 *
 * `{ read_file: 'Read', grep: 'Grep' }`: where the built-in would name read_file, name Read.
 */
export type ToolRoles = Readonly<Record<ToolId, ToolId>>;

function playedBy(roles: ToolRoles, toolId: ToolId): ToolId {
  return Object.hasOwn(roles, toolId) ? roles[toolId]! : toolId;
}

/** The context a reused format or handler runs with: `nameOf` answers for the role's player. */
export function contextWithRoles(ctx: ToolContext, roles: ToolRoles): ToolContext {
  return { ...ctx, nameOf: (toolId) => ctx.nameOf(playedBy(roles, toolId)) };
}

const TOOL_REFERENCE = /\{tool:([\w-]+)\}/g;

/** A built-in's failure templates with every `{tool:id}` moved to the tool playing that role. */
export function failuresWithRoles<Kinds extends string>(
  failures: Readonly<Record<Kinds, FailureSpec>>,
  roles: ToolRoles,
): Record<Kinds, FailureSpec> {
  const moved = {} as Record<Kinds, FailureSpec>;
  for (const kind of Object.keys(failures) as Kinds[]) {
    const spec = failures[kind];
    moved[kind] = {
      template: spec.template.replace(TOOL_REFERENCE, (_whole, toolId: string) => `{tool:${playedBy(roles, toolId)}}`),
      placeholders: spec.placeholders,
    };
  }
  return moved;
}
