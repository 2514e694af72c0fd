import type { McpConnection } from '../../../engine/mcp/mcp-connection';
import { defaultMcpTimeoutMs } from '../../../engine/mcp/mcp-timeout';
import type { SavedMcpServer } from '../../../store/mcp-server-store';
import { loadMcp as loadMcpChunk, type McpModules } from '../chunk-loaders';
import { Controller } from '../controller';
import type { McpToolsSource } from './mcp-tools-source';

/**
 * The MCP servers the person added in the page: adding, removing, reconnecting, and each one's
 * status. Header values live only in this object (and in the store when the person chose
 * "remember"); the snapshot carries their names, so nothing the UI renders can show a secret.
 */

export type McpServerStatus =
  | { state: 'connecting' }
  | { state: 'ready'; toolCount: number }
  | { state: 'failed'; why: string }
  /** It connected, but its last call got no answer: its tools stay offered (it may come back). */
  | { state: 'not-answering'; toolCount: number; why: string }
  /** After a reload, when the header values were not remembered: the person types them again. */
  | { state: 'needs-headers' };

export interface McpServerView {
  name: string;
  url: string;
  headerNames: string[];
  remember: boolean;
  status: McpServerStatus;
}

export interface McpServersSnapshot {
  servers: McpServerView[];
  /** Why the list could not be loaded or saved, when it could not. */
  storageProblem?: string;
}

export interface McpHeader {
  name: string;
  value: string;
}

export interface NewMcpServer {
  name: string;
  url: string;
  headers: McpHeader[];
  remember: boolean;
}

/** Where the list is kept between visits (the store's McpServerStore); in memory when absent. */
export interface McpServerStorage {
  load(): Promise<SavedMcpServer[]>;
  save(servers: readonly SavedMcpServer[]): Promise<void>;
}

export interface McpServersOptions {
  storage?: McpServerStorage;
  loadMcp?: () => Promise<McpModules>;
  /** How long connecting and listing tools may take. */
  connectTimeoutMs?: number;
  callTimeoutMs?: number;
  fetch?: typeof fetch;
}

interface Entry {
  view: McpServerView;
  headerValues: Record<string, string>;
  connection?: McpConnection;
  /** Bumped on every connect or removal: a late answer from an older attempt is dropped. */
  attempt: number;
}

export class McpServersController extends Controller<McpServersSnapshot> implements McpToolsSource {
  private readonly entries = new Map<string, Entry>();
  private ready: readonly McpConnection[] = [];

  constructor(private readonly options: McpServersOptions = {}) {
    super({ servers: [] });
  }

  /** Loads the saved servers and reconnects those whose headers are all known. */
  async restore(): Promise<void> {
    let saved: SavedMcpServer[];
    try {
      saved = (await this.options.storage?.load()) ?? [];
    } catch (error) {
      this.update({ storageProblem: error instanceof Error ? error.message : String(error) });
      return;
    }
    for (const server of saved) {
      if (this.entries.has(server.name)) continue;
      const headerValues = server.remember ? { ...server.headerValues } : {};
      const complete = server.headerNames.every((name) => name in headerValues);
      const status: McpServerStatus = complete ? { state: 'connecting' } : { state: 'needs-headers' };
      this.entries.set(server.name, { view: { name: server.name, url: server.url, headerNames: [...server.headerNames], remember: server.remember, status }, headerValues, attempt: 0 });
    }
    this.publish();
    await Promise.all([...this.entries.values()].filter((entry) => entry.view.status.state === 'connecting').map((entry) => this.connect(entry)));
  }

  /** Adds a server and connects to it. Returns what is wrong with the input, or undefined. */
  add(input: NewMcpServer): string | undefined {
    const problem = this.problemWith(input);
    if (problem) return problem;
    const headers = input.headers.filter((header) => header.name.trim() !== '');
    const entry: Entry = {
      view: { name: input.name.trim(), url: input.url.trim(), headerNames: headers.map((header) => header.name.trim()), remember: input.remember, status: { state: 'connecting' } },
      headerValues: Object.fromEntries(headers.map((header) => [header.name.trim(), header.value])),
      attempt: 0,
    };
    this.entries.set(entry.view.name, entry);
    this.publish();
    void this.save();
    void this.connect(entry);
    return undefined;
  }

  async remove(name: string): Promise<void> {
    const entry = this.entries.get(name);
    if (!entry) return;
    entry.attempt++;
    this.entries.delete(name);
    this.publish();
    await Promise.allSettled([this.save(), entry.connection?.close()]);
  }

  /** Connects again; `headerValues` are the values typed for a server that needs them again. */
  async reconnect(name: string, headerValues?: Record<string, string>): Promise<void> {
    const entry = this.entries.get(name);
    if (!entry) return;
    if (headerValues) {
      entry.headerValues = { ...entry.headerValues, ...headerValues };
      if (entry.view.remember) void this.save();
    }
    if (!entry.view.headerNames.every((header) => header in entry.headerValues)) return;
    await this.connect(entry);
  }

  readyConnections(): readonly McpConnection[] {
    return this.ready;
  }

  callTimeoutMs(): number {
    return this.options.callTimeoutMs ?? defaultMcpTimeoutMs;
  }

  /** Every header value this page holds (remembered or typed): what no link may carry. */
  headerValues(): string[] {
    return [...this.entries.values()].flatMap((entry) => Object.values(entry.headerValues));
  }

  private problemWith(input: NewMcpServer): string | undefined {
    const name = input.name.trim();
    if (name === '') return 'Give the server a name: its tools are known by it (mcp:<name>/<tool>).';
    if (name.includes('/')) return `A server name cannot contain "/": "${name}" would make its tools' ids ambiguous.`;
    if (this.entries.has(name)) return `There is already a server named "${name}": pick another name, or remove that one first.`;
    let url: URL;
    try {
      // "localhost:3000" parses as a URL whose scheme is "localhost:": ask for the whole address.
      if (!/^[a-z][a-z0-9+.-]*:\/\//i.test(input.url.trim())) throw new TypeError('no scheme');
      url = new URL(input.url.trim());
    } catch {
      return `"${input.url.trim()}" is not a whole URL: write it like http://localhost:3000/mcp.`;
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return `The page reaches servers over HTTP: "${url.protocol}" URLs cannot be used here (start the server with an HTTP transport).`;
    const names = input.headers.map((header) => header.name.trim()).filter((header) => header !== '');
    const bad = names.find((header) => !/^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/.test(header));
    if (bad !== undefined) return `"${bad}" cannot be a header name: use letters, digits and dashes, like Authorization or X-Api-Key.`;
    const twice = names.find((header, index) => names.findIndex((other) => other.toLowerCase() === header.toLowerCase()) !== index);
    if (twice !== undefined) return `The header ${twice} is given twice: keep one.`;
    return undefined;
  }

  private async connect(entry: Entry): Promise<void> {
    const attempt = ++entry.attempt;
    const previous = entry.connection;
    entry.connection = undefined;
    this.setStatus(entry, { state: 'connecting' });
    void previous?.close().catch(() => undefined);
    try {
      const mcp = await (this.options.loadMcp ?? loadMcpChunk)();
      const timeoutMs = this.options.connectTimeoutMs ?? 30_000;
      const connection = await mcp.connectPageServer(entry.view.name, { url: entry.view.url, headers: entry.headerValues }, { timeoutMs, fetch: this.options.fetch });
      if (attempt !== entry.attempt || this.entries.get(entry.view.name) !== entry) {
        await connection.close().catch(() => undefined);
        return;
      }
      entry.connection = this.watched(entry, connection);
      this.setStatus(entry, { state: 'ready', toolCount: connection.tools.length });
    } catch (error) {
      if (attempt !== entry.attempt) return;
      this.setStatus(entry, { state: 'failed', why: error instanceof Error ? error.message : String(error) });
    }
  }

  /**
   * The connection as the page hands it out, with every call's outcome watched: a server over HTTP
   * has no open line to lose, so a call that gets no answer is the first sign it went away, and
   * the next answered call the sign it is back.
   */
  private watched(entry: Entry, connection: McpConnection): McpConnection {
    const toolCount = connection.tools.length;
    return {
      server: connection.server,
      tools: connection.tools,
      ...(connection.instructions ? { instructions: connection.instructions } : {}),
      close: () => connection.close(),
      callTool: async (tool, args, options) => {
        const outcome = await connection.callTool(tool, args, options);
        if (entry.connection !== undefined && this.entries.get(entry.view.name) === entry) {
          if (outcome.kind === 'unreachable' || outcome.kind === 'gone') this.setStatus(entry, { state: 'not-answering', toolCount, why: outcome.why });
          else if (entry.view.status.state === 'not-answering') this.setStatus(entry, { state: 'ready', toolCount });
        }
        return outcome;
      },
    };
  }

  private setStatus(entry: Entry, status: McpServerStatus): void {
    entry.view = { ...entry.view, status };
    this.publish();
  }

  private publish(): void {
    const entries = [...this.entries.values()];
    const ready = entries.flatMap((entry) => (entry.connection ? [entry.connection] : []));
    // A new array only when the ready set changed, so readers comparing it see a real change.
    if (ready.length !== this.ready.length || ready.some((connection, index) => connection !== this.ready[index])) this.ready = ready;
    this.update({ servers: entries.map((entry) => entry.view) });
  }

  private async save(): Promise<void> {
    if (!this.options.storage) return;
    const servers: SavedMcpServer[] = [...this.entries.values()].map(({ view, headerValues }) => ({
      name: view.name,
      url: view.url,
      headerNames: view.headerNames,
      remember: view.remember,
      ...(view.remember ? { headerValues } : {}),
    }));
    try {
      await this.options.storage.save(servers);
      if (this.getSnapshot().storageProblem) this.update({ storageProblem: undefined });
    } catch (error) {
      this.update({ storageProblem: error instanceof Error ? error.message : String(error) });
    }
  }
}
