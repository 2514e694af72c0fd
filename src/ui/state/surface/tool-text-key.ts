/** What a tool costs on every request depends on these three only: per-tool counts are keyed by them. */
export function toolTextKey(tool: { name: string; description: string; input_schema: unknown }): string {
  return JSON.stringify([tool.name, tool.description, tool.input_schema]);
}
