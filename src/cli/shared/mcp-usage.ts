/** The --mcp lines of every command's usage (kept apart from mcp-run.ts, which loads the SDK). */
export const mcpUsage = `--mcp <file.json> adds the tools of the MCP servers in a {"mcpServers": {...}} config (as Claude Desktop,
Claude Code's .mcp.json and Cursor write it); --mcp-timeout <s> is how long a server may take to start, and one call to run (default 60).`;
