import { Tabs } from '../tabs';
import { ComparisonPanel } from './comparison-panel';
import { SelectionPanel } from './selection-panel';

/**
 * Lessons and comparisons: a lesson's task N times per surface variant, with numbers a
 * person can trust; and selection tests, one model call each, for any tools array.
 * `onOpenSettings` opens the Settings dialog (comparisons need a key).
 */
export function CompareScreen({ onOpenSettings }: { onOpenSettings?: () => void }) {
  return (
    <section className="compare-view" aria-label="Compare">
      <Tabs
        label="Compare views"
        tabs={[
          { id: 'comparison', label: 'Comparison', render: () => <ComparisonPanel onOpenSettings={onOpenSettings} /> },
          { id: 'selection', label: 'Selection tests', render: () => <SelectionPanel onOpenSettings={onOpenSettings} /> },
        ]}
      />
    </section>
  );
}
