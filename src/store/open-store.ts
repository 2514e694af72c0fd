import { ClassBoardStore } from './class-board-store';
import { ComparisonStore } from './comparison-store';
import { openDatabase, type OpenDatabaseOptions, type PlaygroundDatabase } from './database';
import { exportAll, type ImportSummary } from './export';
import { type PlaygroundExport } from './export-document';
import { LessonStore } from './lesson-store';
import { McpServerStore } from './mcp-server-store';
import { RewriteRoundStore } from './rewrite-round-store';
import { IndexedDbNodeStore } from './node-store';
import { SessionStore } from './session-store';
import { SettingsStore } from './settings-store';
import { VariantStore } from './variant-store';

/** Everything the browser keeps, over one connection. */
export interface PlaygroundStore {
  database: PlaygroundDatabase;
  nodes: IndexedDbNodeStore;
  sessions: SessionStore;
  variants: VariantStore;
  settings: SettingsStore;
  comparisons: ComparisonStore;
  lessons: LessonStore;
  classBoards: ClassBoardStore;
  /** The MCP servers added in the page (never exported). */
  mcpServers: McpServerStore;
  /** The rounds of "Suggest a rewrite" (not in exports: they belong to this device's sessions). */
  rewriteRounds: RewriteRoundStore;
  exportAll(): Promise<PlaygroundExport>;
  importAll(document: unknown): Promise<ImportSummary>;
  close(): void;
}

/** Opens the database (upgrading it if needed) and the stores over it. Failures are StoreErrors. */
export async function openStore(options: OpenDatabaseOptions = {}): Promise<PlaygroundStore> {
  const database = await openDatabase(options);
  return {
    database,
    nodes: new IndexedDbNodeStore(database),
    sessions: new SessionStore(database),
    variants: new VariantStore(database),
    settings: new SettingsStore(database),
    comparisons: new ComparisonStore(database),
    lessons: new LessonStore(database),
    classBoards: new ClassBoardStore(database),
    mcpServers: new McpServerStore(database),
    rewriteRounds: new RewriteRoundStore(database),
    exportAll: () => exportAll(database),
    // Loaded when a file is imported: its schema brings zod, which opening the store does not need.
    importAll: async (document) => (await import('./import')).importAll(database, document),
    close: () => database.close(),
  };
}
