/** One visible row of the file tree: the tree flattened, folders first, collapsed folders closed. */
export interface TreeRow {
  /** Workspace-relative path: a file's full path, or a folder's. */
  path: string;
  name: string;
  kind: 'file' | 'folder';
  /** 1 for entries at the root. */
  level: number;
  expanded?: boolean;
  /** Position among its siblings (1-based) and their count, for aria-posinset / aria-setsize. */
  position: number;
  siblings: number;
}

interface FolderNode {
  folders: Map<string, FolderNode>;
  files: string[];
}

export function visibleRows(paths: readonly string[], collapsed: ReadonlySet<string>): TreeRow[] {
  const root = buildTree(paths);
  const rows: TreeRow[] = [];
  const walk = (node: FolderNode, prefix: string, level: number) => {
    const folderNames = [...node.folders.keys()].sort(compareNames);
    const fileNames = [...node.files].sort(compareNames);
    const siblings = folderNames.length + fileNames.length;
    let position = 0;
    for (const name of folderNames) {
      const path = prefix + name;
      const expanded = !collapsed.has(path);
      rows.push({ path, name, kind: 'folder', level, expanded, position: ++position, siblings });
      if (expanded) walk(node.folders.get(name)!, `${path}/`, level + 1);
    }
    for (const name of fileNames) rows.push({ path: prefix + name, name, kind: 'file', level, position: ++position, siblings });
  };
  walk(root, '', 1);
  return rows;
}

/** The folder that holds a row, or undefined at the root. */
export function parentFolder(path: string): string | undefined {
  const slash = path.lastIndexOf('/');
  return slash === -1 ? undefined : path.slice(0, slash);
}

function buildTree(paths: readonly string[]): FolderNode {
  const root: FolderNode = { folders: new Map(), files: [] };
  for (const path of paths) {
    const parts = path.split('/');
    const fileName = parts.pop()!;
    let node = root;
    for (const part of parts) {
      let child = node.folders.get(part);
      if (!child) {
        child = { folders: new Map(), files: [] };
        node.folders.set(part, child);
      }
      node = child;
    }
    node.files.push(fileName);
  }
  return root;
}

function compareNames(first: string, second: string): number {
  return first.localeCompare(second, 'en', { sensitivity: 'base', numeric: true });
}
