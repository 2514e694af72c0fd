import type { FailureSpec } from './tool';
import { pathFailures } from './path-failures';

/**
 * edit_file's failure templates. Each one says that nothing was written (all-or-nothing), which
 * edit failed, counting from 1, and the change to the call that fixes it. Template syntax: see
 * toolkit/template.ts.
 */
export const editFileFailures = {
  OutsideWorkspace: pathFailures.OutsideWorkspace,
  IsDirectory: pathFailures.IsDirectory,
  OutOfScope: pathFailures.OutOfScope,
  NotFound: {
    template:
      'Nothing exists at "{path}", so there is nothing to edit.[[ To create it, use {tool:write_file}.]][[ If it should already exist, find it by name with {tool:glob} (pattern "**/{name}").|| If it should already exist, look for it with {tool:ls}.]]',
    placeholders: { path: 'src/utils.ts', name: 'utils.ts' },
  },
  NoEdits: {
    template:
      'This call to change "{path}" contains no edit, so nothing was changed. Pass "edits": [{"oldText": "...", "newText": "..."}] with one object per change, or, for a single change, "oldText" and "newText" at the top level.',
    placeholders: { path: 'src/app.ts' },
  },
  MixedForms: {
    template:
      'This call passes both "edits" and a top-level oldText/newText, so nothing was changed. Use one form: put every change inside "edits", or make one change with "oldText" and "newText" and no "edits".',
    placeholders: { path: 'src/app.ts' },
  },
  IncompleteEdit: {
    template:
      'This call passes {present} without {missing}, so nothing was changed. Call {tool:edit_file} again with both: oldText, the exact text to find, and newText, what replaces it ("" deletes oldText).',
    placeholders: { present: 'oldText', missing: 'newText' },
  },
  EmptyOldText: {
    template:
      'Edit {index} of {count} has an empty oldText, which marks no place in the file. No edits were applied; the file is unchanged. To add text, put the line it goes next to in oldText, and that line together with the new text in newText.[[ To create a file or replace all of it, use {tool:write_file}.]]',
    placeholders: { index: 1, count: 1 },
  },
  NoChange: {
    template:
      'Edit {index} of {count} has the same oldText and newText, so it would change nothing. No edits were applied; the file is unchanged. Put the text you want in newText, or leave this edit out.',
    placeholders: { index: 1, count: 2 },
  },
  NoMatch: {
    template:
      'Edit {index} of {count}: oldText was not found in "{path}". No edits were applied; the file is unchanged. oldText must match the file exactly, including indentation, tabs versus spaces and trailing spaces, and must not include line-number prefixes.[[\nThe most similar lines in the file are {closestStart}-{closestEnd}:\n{closest}\nCopy oldText from these lines, leaving out the number and the tab in front of each.]][[\nIf the file may have changed since you read it, read it again with {tool:read_file}.]]',
    placeholders: {
      index: 2,
      count: 3,
      path: 'src/app.ts',
      closestStart: 12,
      closestEnd: 13,
      closest: '    12\tfunction total(items) {\n    13\t  return items.length;',
    },
  },
  AmbiguousMatch: {
    template:
      'Edit {index} of {count}: oldText occurs {matchCount} times in "{path}" (starting on lines {lines}), so it is unclear which one to change. No edits were applied; the file is unchanged. Add neighbouring lines to oldText, and the same lines to newText, until it occurs only once. To change several of those places, make one edit for each, each made unique the same way.',
    placeholders: { index: 1, count: 1, matchCount: 3, path: 'src/app.ts', lines: '8, 31, 77' },
  },
  OverlappingEdits: {
    template:
      'Edits {first} and {second} of {count} overlap on line {line} of "{path}": every oldText is matched against the file as it was before this call, so two edits cannot change the same text. No edits were applied; the file is unchanged. Merge those two edits into one.',
    placeholders: { first: 1, second: 2, count: 2, line: 14, path: 'src/app.ts' },
  },
} satisfies Record<string, FailureSpec>;
