import { useEffect, useRef } from 'react';

/**
 * "Open shared file": a file picker for the .json the Share button saves. The same file dropped
 * anywhere on the page opens too (the browser would otherwise navigate away to show it, losing
 * the tab's state). The file is handed over unread: the replay checks its size before reading it.
 */
export function OpenSharedFile({ onOpen }: { onOpen: (file: File) => void }) {
  const inputRef = useRef<HTMLInputElement>(null);
  useFileDrop(onOpen);
  return (
    <>
      <button type="button" onClick={() => inputRef.current?.click()}>
        Open shared file
      </button>
      <input
        ref={inputRef}
        type="file"
        accept=".json,application/json"
        className="visually-hidden"
        tabIndex={-1}
        aria-label="Shared file"
        onChange={(event) => {
          const file = event.target.files?.[0];
          // Cleared so that picking the same file again fires a change.
          event.target.value = '';
          if (file) onOpen(file);
        }}
      />
    </>
  );
}

function carriesFiles(event: DragEvent): boolean {
  return event.dataTransfer?.types.includes('Files') ?? false;
}

/** A file dropped on the page opens as a shared run; text dragged within the page is left alone. */
function useFileDrop(onOpen: (file: File) => void): void {
  const latest = useRef(onOpen);
  latest.current = onOpen;
  useEffect(() => {
    const onDragOver = (event: DragEvent) => {
      if (!carriesFiles(event)) return;
      event.preventDefault();
      if (event.dataTransfer) event.dataTransfer.dropEffect = 'copy';
    };
    const onDrop = (event: DragEvent) => {
      if (!carriesFiles(event)) return;
      event.preventDefault();
      const file = event.dataTransfer?.files[0];
      if (file) latest.current(file);
    };
    window.addEventListener('dragover', onDragOver);
    window.addEventListener('drop', onDrop);
    return () => {
      window.removeEventListener('dragover', onDragOver);
      window.removeEventListener('drop', onDrop);
    };
  }, []);
}
