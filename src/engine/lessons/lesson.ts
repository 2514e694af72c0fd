import type { ModelTarget } from '../model/provider';
import type { PresetId } from '../presets/preset';
import type { SurfaceOverlay } from '../toolkit/surface-overlay';
import type { Check } from './checks';

/**
 * One variant of a lesson: an overlay on the default surface, or, with `preset`, on that preset's
 * whole surface (its tools, texts and system prompt), run with the preset's handlers and reply
 * handler. `{ "preset": "aider" }` is the preset as it ships; add overlay fields to put a preset
 * against an edited copy of itself.
 */
export interface LessonVariant extends SurfaceOverlay {
  preset?: PresetId;
  /** The provider and model this variant always runs on, whatever model the comparison uses. */
  model?: ModelTarget;
}

/**
 * A lesson: one rule of tool design as a workshop exercise. A workspace, a task, named surface
 * variants written as overlays on the default surface or on a preset (the built-ins ship "before"
 * and "after", differing only in the surface), and checks that decide whether a run passed. A
 * lesson file is this object as JSON; the version lets a later format read old files.
 */
export interface Lesson {
  version: 1;
  /** Lower-case letters, digits and "-": how the CLI and links name it. */
  id: string;
  title: string;
  /** What the lesson shows, in a few sentences. */
  teaching: string;
  /** Workspace-relative path -> content: every run starts from a fresh copy of these. */
  files: Record<string, string>;
  /** The user message every run starts with. */
  task: string;
  /**
   * Replaces the default system prompt for every variant over the defaults (a variant's own
   * `system` wins). A preset variant keeps its preset's prompt: it is part of the harness.
   */
  system?: string;
  variants: Record<string, LessonVariant>;
  checks: Check[];
  /**
   * Handler ids beyond the default toolkit that the lesson's surfaces use (create_event...); they
   * join preset variants' surfaces too, since the task may need them.
   */
  tools?: string[];
  /**
   * What the workspace must be able to run: "node", "npm", "git", "network"..., and the MCP
   * servers the task uses as "mcp:<server>". A lesson whose needs are not met is refused before
   * any run starts (lesson-needs.ts).
   */
  needs?: string[];
}

export const LESSON_VERSION = 1;
