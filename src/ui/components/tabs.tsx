import { useId, useState, type KeyboardEvent, type ReactNode } from 'react';

export interface TabSpec {
  id: string;
  label: string;
  render: () => ReactNode;
}

/**
 * Accessible tabs (role tablist/tab/tabpanel, arrow keys move between tabs). Only the selected
 * panel is rendered, so a heavy panel (Monaco) loads when first shown.
 */
export function Tabs({ label, tabs, initial, onSelect }: { label: string; tabs: TabSpec[]; initial?: string; onSelect?: (id: string) => void }) {
  const [selected, setSelectedState] = useState(initial ?? tabs[0]?.id);
  const setSelected = (id: string) => {
    setSelectedState(id);
    onSelect?.(id);
  };
  const baseId = useId();
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    const index = tabs.findIndex((tab) => tab.id === selected);
    const next = tabs[(index + (event.key === 'ArrowRight' ? 1 : tabs.length - 1)) % tabs.length];
    if (next) setSelected(next.id);
  };
  const current = tabs.find((tab) => tab.id === selected) ?? tabs[0];
  return (
    <div className="tabs">
      <div role="tablist" aria-label={label} className="tab-list" onKeyDown={onKeyDown}>
        {tabs.map((tab) => (
          <button
            key={tab.id}
            type="button"
            role="tab"
            id={`${baseId}-${tab.id}-tab`}
            aria-selected={tab.id === current?.id}
            aria-controls={`${baseId}-${tab.id}-panel`}
            tabIndex={tab.id === current?.id ? 0 : -1}
            onClick={() => setSelected(tab.id)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {current && (
        <div role="tabpanel" className="tab-panel" id={`${baseId}-${current.id}-panel`} aria-labelledby={`${baseId}-${current.id}-tab`}>
          {current.render()}
        </div>
      )}
    </div>
  );
}
