import type { PresetId } from '../../../engine/presets/preset';
import type { FailurePreview } from '../../../engine/surface-analysis/failure-preview';
import type { Finding, LintDialect } from '../../../engine/surface-analysis/lint/finding';
import type { SurfaceTokenEstimate } from '../../../engine/surface-analysis/token-estimate';
import type { Surface, SurfaceTool } from '../../../engine/toolkit/surface';
import type { ReplyHandler } from '../../../engine/loop/reply-handler';
import type { SurfaceEngine } from '../chunk-loaders';
import { notReadyNotice, type McpToolCatalog, type McpToolView } from './mcp-tool-catalog';

/** One row of the editor's tool switches: every tool the preset has, plus any the text adds. */
export interface ToolSwitch {
  handler: string;
  /** The name the model sees (or would see, when the tool is off). */
  name: string;
  enabled: boolean;
}

/** Everything the editor shows about one surface, computed once per valid edit. */
export interface SurfaceAnalysis {
  surface: Surface;
  /**
   * What a request carries of it: the surface without the server tools whose server is not ready
   * (the run leaves those out), so the standing cost counts only what the model is sent.
   */
  sent: Surface;
  findings: Finding[];
  failures: FailurePreview[];
  tokens: SurfaceTokenEstimate;
  tools: ToolSwitch[];
  /** The MCP servers' tools in the text: whose they are, whether they ask first, whether offered. */
  mcpTools: McpToolView[];
  /** Which of them the model is not offered because their server is not ready; undefined when none. */
  mcpNotice?: string;
}

/** Where a surface starts from: a preset, with what the file's omissions fall back to. */
export interface SurfaceBase {
  presetId: PresetId;
  /** "the efferent preset (default)" — how the editor names where its text came from. */
  label: string;
  surface: Surface;
  replyHandler: ReplyHandler | undefined;
  /**
   * The preset's tools plus every other handler's default entry: what a tool entry left
   * incomplete, or switched back on, is filled from.
   */
  defaults: Surface;
}

export function presetBase(engine: SurfaceEngine, presetId: PresetId): SurfaceBase {
  const preset = engine.findPreset(presetId) ?? engine.presets[0]!;
  const own = new Set(preset.surface.tools.map((tool) => tool.handler));
  const others = engine.defaultSurface(engine.allTools).tools.filter((tool) => !own.has(tool.handler));
  return {
    presetId: preset.id,
    label: `the ${preset.name} preset`,
    surface: preset.surface,
    replyHandler: preset.replyHandler,
    defaults: { ...preset.surface, tools: [...preset.surface.tools, ...others] },
  };
}

export function analyseSurface(
  engine: SurfaceEngine,
  surface: Surface,
  base: SurfaceBase,
  parked: ReadonlyMap<string, SurfaceTool>,
  dialect: LintDialect,
  mcp: McpToolCatalog,
): SurfaceAnalysis {
  const registry = registryOf(engine, mcp);
  const mcpTools = mcp.views(surface);
  const mcpNotice = notReadyNotice(mcpTools, (handler) => surface.tools.find((tool) => tool.handler === handler)!.name);
  const waiting = new Set(mcpTools.filter((tool) => !tool.ready).map((tool) => tool.handler));
  const sent = waiting.size === 0 ? surface : { ...surface, tools: surface.tools.filter((tool) => !waiting.has(tool.handler)) };
  return {
    surface,
    sent,
    // The servers' annotations go with their tools, so the annotations rule judges them here too.
    findings: engine.lintSurface(surface, registry, { dialect, facts: mcp.facts(surface) }),
    failures: engine.previewFailures(surface, registry),
    tokens: engine.estimateSurfaceTokens(sent),
    tools: toolSwitches(surface, base, parked, mcp),
    mcpTools,
    ...(mcpNotice ? { mcpNotice } : {}),
  };
}

function toolSwitches(surface: Surface, base: SurfaceBase, parked: ReadonlyMap<string, SurfaceTool>, mcp: McpToolCatalog): ToolSwitch[] {
  const switches: ToolSwitch[] = base.surface.tools.map((tool) => {
    const current = surface.tools.find((candidate) => candidate.handler === tool.handler);
    return { handler: tool.handler, name: (current ?? parked.get(tool.handler) ?? tool).name, enabled: current !== undefined };
  });
  for (const tool of surface.tools) {
    if (!switches.some((row) => row.handler === tool.handler)) switches.push({ handler: tool.handler, name: tool.name, enabled: true });
  }
  for (const [handler, tool] of parked) {
    if (!switches.some((row) => row.handler === handler)) switches.push({ handler, name: tool.name, enabled: false });
  }
  // A ready server's tool taken out of the text can be switched back on like a preset's.
  for (const handler of mcp.handlers()) {
    if (mcp.isReady(handler) && !switches.some((row) => row.handler === handler)) switches.push({ handler, name: mcp.entry(handler)!.name, enabled: false });
  }
  return switches;
}

/**
 * Every handler a surface may name: the lint and the previews judge the surface against these.
 * The servers' tools come with their failure kinds, so their templates are previewed and linted.
 */
function registryOf(engine: SurfaceEngine, mcp: McpToolCatalog): ReturnType<SurfaceEngine['createRegistry']> {
  return engine.createRegistry([...engine.allTools, ...mcp.contracts()]);
}
