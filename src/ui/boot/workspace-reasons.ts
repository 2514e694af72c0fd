import type { WorkspaceKind } from '../../engine/workspace/workspace';

/**
 * What the status bar says about the workspace, beside its kind ("Embedded workspace" /
 * "WebContainer"): why this kind is live, or what is under way. Browser tests match the
 * "WebContainer unavailable: ..." lines, so change them together.
 */

const names: Record<WorkspaceKind, string> = { embedded: 'the embedded workspace', webcontainer: 'WebContainer', os: 'the OS sandbox' };

export const workspaceReasons = {
  starting: (kind: WorkspaceKind) => `Starting ${names[kind]}`,
  switching: (kind: WorkspaceKind, carrying: boolean) =>
    carrying ? `Switching to ${names[kind]}; the files come along` : `Starting ${names[kind]}`,
  chosen: 'chosen in Settings',
  webcontainerStarting: 'WebContainer is starting; the embedded workspace is ready meanwhile',
  webcontainerBooted: 'WebContainer booted',
  notIsolated: 'page is not cross-origin isolated',
  waitingForRun: (kind: WorkspaceKind) => `Switching to ${names[kind]} when the current run ends`,
  embeddedFailed: (message: string) => `The embedded workspace could not start: ${message}`,
};

export function unavailableReason(why: string): string {
  return `WebContainer unavailable: ${why}`;
}
