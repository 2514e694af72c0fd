import { useEffect, useState } from 'react';
import type { SurfaceTool } from '../../../../engine/toolkit/surface';
import type { StoredComparison } from '../../../../store/records';
import { usePlayground } from '../../../hooks/playground-context';
import { slug } from '../../../state/compare/compare-setup';
import type { DiffPart } from '../../../state/share/replay-surface-diff';
import { loadSurfaceEngine } from '../../../state/chunk-loaders';
import { lastComparisonOfBoth, passRateText, toolBeforeAfter, type ToolBeforeAfter } from '../../../state/surface/tool-before-after';
import { useVariants } from '../surface-hooks';

const presetChoice = 'preset';

/**
 * One tool against the preset the surface came from or a saved variant: word diffs of its
 * description and schema (struck out: before; underlined: now), and the pass rates of the newest
 * saved comparison that ran both, when there is one.
 */
export function ToolBeforeAfterPanel({ tool }: { tool: SurfaceTool }) {
  const { surfaceEditor, store } = usePlayground();
  const { variants, currentId } = useVariants();
  const [against, setAgainst] = useState(presetChoice);
  const [comparisons, setComparisons] = useState<StoredComparison[]>([]);
  const [diff, setDiff] = useState<ToolBeforeAfter>();
  const origin = surfaceEditor.presetOrigin();
  const variant = variants.find((entry) => entry.id === against);
  const before = variant?.surface ?? origin?.surface;

  useEffect(() => {
    let current = true;
    store?.comparisons.list().then(
      (list) => current && setComparisons(list),
      // Without saved comparisons there are no pass rates to show; the diff stands on its own.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [store]);

  useEffect(() => {
    let current = true;
    if (before) void loadSurfaceEngine().then((engine) => current && setDiff(toolBeforeAfter(tool, before, engine.diffWords)));
    return () => {
      current = false;
    };
  }, [tool, before]);

  const beforeIds = variant ? [`saved-${slug(variant.name)}`] : origin ? (origin.presetId === 'efferent' ? ['default', `preset-${origin.presetId}`] : [`preset-${origin.presetId}`]) : [];
  const shown = variants.find((entry) => entry.id === currentId);
  const afterIds = shown && shown.id !== variant?.id ? ['current', `saved-${slug(shown.name)}`] : ['current'];
  const comparison = lastComparisonOfBoth(comparisons, beforeIds, afterIds);
  const beforeLabel = variant ? `variant "${variant.name}"` : (origin?.label ?? 'the preset');

  return (
    <section className="tool-before-after" aria-label={`Before and after of ${tool.name}`}>
      <label className="small">
        Before:{' '}
        <select value={against} onChange={(event) => setAgainst(event.target.value)} aria-label={`Compare ${tool.name} with`}>
          <option value={presetChoice}>{origin ? `${origin.label} (where this surface came from)` : 'the preset'}</option>
          {variants.map((entry) => (
            <option key={entry.id} value={entry.id}>
              Saved variant "{entry.name}"
            </option>
          ))}
        </select>
      </label>
      {diff && !diff.description && <p className="muted small">{beforeLabel} has no tool run by {tool.handler}: all of it is new.</p>}
      {diff?.unchanged && <p className="muted small">The same as in {beforeLabel}.</p>}
      {diff?.description && !diff.unchanged && (
        <>
          <h5>Description</h5>
          <WordDiff parts={diff.description} label={`Description of ${tool.name}, before and after`} />
          <h5>Input schema</h5>
          <WordDiff parts={diff.schema ?? []} label={`Input schema of ${tool.name}, before and after`} />
        </>
      )}
      <p className="small tool-before-after-rates">
        {comparison
          ? `Last comparison with both (${comparison.lessonTitle}, ${new Date(comparison.finishedAt).toLocaleDateString('en-GB')}): ${beforeLabel} ${passRateText(comparison.before)}; this surface ${passRateText(comparison.after)}.`
          : `No saved comparison has run ${beforeLabel} against this surface yet: the Compare view measures what the change does.`}
      </p>
    </section>
  );
}

function WordDiff({ parts, label }: { parts: DiffPart[]; label: string }) {
  return (
    <pre className="code word-diff" aria-label={label}>
      {parts.map((part, index) => {
        if (part.change === 'added') return <ins key={index}>{part.text}</ins>;
        if (part.change === 'removed') return <del key={index}>{part.text}</del>;
        return <span key={index}>{part.text}</span>;
      })}
    </pre>
  );
}
