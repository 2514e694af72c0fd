import type { McpConnection } from '../../../engine/mcp/mcp-connection';
import { isMcpHandler, mcpHandlerId, parseMcpHandlerId } from '../../../engine/mcp/mcp-handler-id';
import type { AnyToolContract } from '../../../engine/tools/tool';
import type { Surface, SurfaceTool } from '../../../engine/toolkit/surface';
import type { SurfaceEngine } from '../chunk-loaders';
import { withServerInstructions } from '../../../engine/mcp/mcp-instructions';
import type { ToolFacts } from '../../../engine/surface-analysis/lint/tool-facts';

export interface CatalogState {
  off: ReadonlySet<string>;
  instructed: ReadonlySet<string>;
}

/** What the editor says about one server's tool beside its entry. */
export interface McpToolView {
  handler: string;
  server: string;
  /** The name the server gave the tool (the one the call reaches it under). */
  serverName: string;
  /** The server says a call changes nothing: it runs without asking. */
  readOnly: boolean;
  /** Its server is ready: the model is offered the tool. */
  ready: boolean;
  /** Why the name the model sees is not the server's own, while the entry keeps that name. */
  renamed?: string;
}

interface KnownTool {
  /** The entry the tool joins the text with (and is restored from when switched back on). */
  entry: SurfaceTool;
  /** Describes the tool to the lint and the failure previews; the editor never calls it. */
  contract: AnyToolContract;
  server: string;
  serverName: string;
  readOnly: boolean;
  /** The server's title and annotations: what the lint judges beside the text (never sent to the model). */
  facts: ToolFacts;
  /** The rename withMcpTools would make, and why. */
  note?: { name: string; why: string };
}

/**
 * Every MCP tool the schema editor has met in this page's life: the ready servers' tools, and the
 * ones a text or a variant names whose server is not ready (kept, so their entries still parse and
 * keep the person's edits until the server is back). Which are ready decides what the model is
 * offered; which were switched off decides what a fresh text leaves out.
 */
export class McpToolCatalog {
  private readonly known = new Map<string, KnownTool>();
  private ready = new Set<string>();
  private readonly switchedOff = new Set<string>();
  /** Servers whose instructions joined the text (the person may have edited or deleted them since). */
  private readonly instructed = new Set<string>();
  /** Tools listed by a server in this page (not only named by a saved text): their facts are the server's. */
  private readonly heard = new Set<string>();

  /**
   * Reads the ready servers again, naming their tools beside `namesInUse` the way withMcpTools
   * does. Returns the tools that are ready now and were not before (a server came or came back).
   */
  refresh(engine: SurfaceEngine, connections: readonly McpConnection[], namesInUse: readonly string[]): string[] {
    const contracts = new Map(engine.mcpToolContracts(connections, { namesInUse }).map((contract) => [contract.id, contract]));
    const notes = new Map(engine.mcpSurfaceTools(connections, namesInUse).notes.map((note) => [note.handler, note]));
    const previously = this.ready;
    this.ready = new Set();
    for (const connection of connections) {
      for (const tool of connection.tools) {
        const handler = mcpHandlerId(connection.server, tool.name);
        const contract = contracts.get(handler);
        if (!contract) continue;
        const note = notes.get(handler);
        this.ready.add(handler);
        this.heard.add(handler);
        this.known.set(handler, {
          entry: engine.defaultSurfaceTool(contract),
          contract: withSamplesOf(contract, connection.server),
          server: connection.server,
          serverName: tool.name,
          readOnly: tool.readOnly,
          facts: factsOf(tool),
          ...(note ? { note: { name: note.name, why: note.why } } : {}),
        });
      }
    }
    return [...this.ready].filter((handler) => !previously.has(handler));
  }

  /**
   * Makes the server tools a surface names known, when they are not yet (a variant saved while
   * its server was connected), so the surface parses; they stay not ready until their server is.
   */
  remember(engine: SurfaceEngine, surface: Surface): void {
    for (const tool of surface.tools) {
      const id = parseMcpHandlerId(tool.handler);
      if (!id || this.known.has(tool.handler)) continue;
      const absent: McpConnection = {
        server: id.server,
        tools: [{ name: id.tool, description: tool.description, inputSchema: tool.input_schema, readOnly: false }],
        callTool: async () => ({ kind: 'gone', why: 'the server is not connected to this page' }),
        close: async () => undefined,
      };
      const [contract] = engine.mcpToolContracts([absent]);
      this.known.set(tool.handler, { entry: { ...tool }, contract: withSamplesOf(contract!, id.server), server: id.server, serverName: id.tool, readOnly: false, facts: {} });
    }
  }

  /** The ready tools a new text starts with: those it lacks that the person did not switch off. */
  joining(surface: Surface): SurfaceTool[] {
    const present = new Set(surface.tools.map((tool) => tool.handler));
    return [...this.ready].filter((handler) => !present.has(handler) && !this.switchedOff.has(handler)).map((handler) => this.known.get(handler)!.entry);
  }

  /**
   * `text` with the ready tools it lacks that the person did not switch off, after the others, and
   * the instructions of ready servers that joined after the text was written.
   */
  joinedInto(engine: SurfaceEngine, text: string, defaults: Surface, connections: readonly McpConnection[]): string {
    const reading = engine.readSurfaceText(text, engine.allTools, this.withEntries(defaults));
    if (!reading.ok) return text;
    const order = this.withEntries(defaults).tools.map((tool) => tool.handler);
    let joined: string | undefined = text;
    for (const entry of this.joining(reading.surface)) {
      joined = engine.withToolEnabled(joined, entry.handler, true, entry, order);
      if (joined === undefined) return text;
    }
    const newcomers = this.uninstructed(connections);
    const system = withServerInstructions(reading.surface.system, newcomers);
    if (system === reading.surface.system) return joined;
    this.markInstructed(newcomers);
    return engine.withTextAt(joined, ['system'], system);
  }

  entry(handler: string): SurfaceTool | undefined {
    return this.known.get(handler)?.entry;
  }

  isReady(handler: string): boolean {
    return this.ready.has(handler);
  }

  isSwitchedOff(handler: string): boolean {
    return this.switchedOff.has(handler);
  }

  /** The person switched a server's tool off (or on again): a fresh text respects that. */
  setSwitchedOff(handler: string, off: boolean): void {
    if (!isMcpHandler(handler)) return;
    if (off) this.switchedOff.add(handler);
    else this.switchedOff.delete(handler);
  }

  /** What the person decided about server tools now, to give back to restore when an undo returns here. */
  stateNow(): CatalogState {
    return { off: new Set(this.switchedOff), instructed: new Set(this.instructed) };
  }

  restore(state: CatalogState): void {
    this.switchedOff.clear();
    for (const handler of state.off) this.switchedOff.add(handler);
    this.instructed.clear();
    for (const server of state.instructed) this.instructed.add(server);
  }

  /** The servers whose instructions have not joined the text yet (a deleted section stays deleted). */
  uninstructed(connections: readonly McpConnection[]): McpConnection[] {
    return connections.filter((connection) => !this.instructed.has(connection.server));
  }

  /** These servers' instructions are in the text now: after that, it is the person's to edit or delete. */
  markInstructed(connections: readonly McpConnection[]): void {
    for (const connection of connections) if (connection.instructions) this.instructed.add(connection.server);
  }

  /** Every known tool's entry, after `defaults`' own: what a text's entries are filled from. */
  withEntries(defaults: Surface): Surface {
    const own = new Set(defaults.tools.map((tool) => tool.handler));
    const extra = [...this.known.entries()].filter(([handler]) => !own.has(handler)).map(([, known]) => known.entry);
    return extra.length === 0 ? defaults : { ...defaults, tools: [...defaults.tools, ...extra] };
  }

  contracts(): AnyToolContract[] {
    return [...this.known.values()].map((known) => known.contract);
  }

  handlers(): string[] {
    return [...this.known.keys()];
  }

  /**
   * What each server tool of a surface says beside its text (title, annotations), by the name the
   * surface gives it: the lint reads them as `npm run lint` reads a tools/list's (a server tool
   * without annotations is judged as lacking them), so the page judges a server's hints too. A tool
   * whose server was never ready in this page has nothing known to judge.
   */
  facts(surface: Surface): Map<string, ToolFacts> {
    const facts = new Map<string, ToolFacts>();
    for (const tool of surface.tools) {
      const known = this.known.get(tool.handler);
      if (known && this.heard.has(tool.handler)) facts.set(tool.name, known.facts);
    }
    return facts;
  }

  /** The server tools a surface holds, as the editor shows them. */
  views(surface: Surface): McpToolView[] {
    return surface.tools.flatMap((tool) => {
      const known = this.known.get(tool.handler);
      if (!known) return [];
      const renamed = known.note && tool.name === known.note.name ? `sent as ${tool.name}, not ${known.serverName}: ${known.note.why}` : undefined;
      return [{ handler: tool.handler, server: known.server, serverName: known.serverName, readOnly: known.readOnly, ready: this.ready.has(tool.handler), ...(renamed ? { renamed } : {}) }];
    });
  }
}

function factsOf(tool: McpConnection['tools'][number]): ToolFacts {
  return { ...(tool.title !== undefined ? { title: tool.title } : {}), ...(tool.annotations !== undefined ? { annotations: { ...tool.annotations } } : {}) };
}

/**
 * The contract with its failures' sample values taken from this tool: the previews then read "notes
 * answered that add_note failed", with the tool under the name the surface gives it (a sample that
 * is a handler id follows renames), rather than the declaration's made-up server.
 */
function withSamplesOf(contract: AnyToolContract, server: string): AnyToolContract {
  const failures = Object.fromEntries(
    Object.entries(contract.failures).map(([kind, spec]) => [kind, { ...spec, placeholders: { ...spec.placeholders, server, tool: contract.id } }]),
  );
  return { ...contract, failures };
}

/**
 * What the editor says when some server tools of the text are not offered: per server, which tools
 * wait for it. Undefined when every server tool of the text is ready.
 */
export function notReadyNotice(views: readonly McpToolView[], nameOf: (handler: string) => string): string | undefined {
  const waiting = new Map<string, string[]>();
  for (const view of views) if (!view.ready) waiting.set(view.server, [...(waiting.get(view.server) ?? []), nameOf(view.handler)]);
  if (waiting.size === 0) return undefined;
  const parts = [...waiting].map(([server, names]) => `${names.join(', ')} (MCP server ${server})`);
  return `The model is not offered ${parts.join('; ')}: the server is not ready. The entries stay here with your edits, and the model is offered them again once the server is ready.`;
}
