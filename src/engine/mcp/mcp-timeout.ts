/**
 * How long one MCP request may take unless the person sets otherwise. A module of its own so that
 * code which only describes a server's tools (the schema editor) need not load the SDK client.
 */
export const defaultMcpTimeoutMs = 60_000;
