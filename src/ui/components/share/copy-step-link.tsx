import { useEffect, useState } from 'react';

type CopyState = { state: 'idle' } | { state: 'copied'; step: number } | { state: 'manual'; link: string } | { state: 'no-link' };

/**
 * "Copy link to this step": a link that opens the same replay on the step shown now. When the
 * browser refuses the clipboard, the link is shown in a box to copy by hand.
 */
export function CopyStepLink({ step, linkToStep }: { step: number; linkToStep: () => Promise<string | undefined> }) {
  const [copy, setCopy] = useState<CopyState>({ state: 'idle' });
  // A confirmation is about one step: moving on clears it, so it never names the wrong step.
  useEffect(() => setCopy({ state: 'idle' }), [step]);

  const copyLink = async () => {
    const link = await linkToStep();
    if (link === undefined) return setCopy({ state: 'no-link' });
    try {
      if (!navigator.clipboard) throw new Error('no clipboard');
      await navigator.clipboard.writeText(link);
      setCopy({ state: 'copied', step });
    } catch {
      setCopy({ state: 'manual', link });
    }
  };

  return (
    <span className="copy-step-link">
      <button type="button" onClick={() => void copyLink()}>
        Copy link to this step
      </button>
      {copy.state === 'copied' && <span role="status">Link to step {copy.step} copied</span>}
      {copy.state === 'manual' && (
        <label>
          <span className="small">The browser kept the clipboard closed; copy the link from here:</span>
          <input readOnly value={copy.link} onFocus={(event) => event.target.select()} aria-label="Link to this step" />
        </label>
      )}
      {copy.state === 'no-link' && (
        <span role="status" className="small">
          This run is too big for a link; share it as a .json file from the playground's Share button instead.
        </span>
      )}
    </span>
  );
}
