import { useId } from 'react';
import { useModalDialog } from '../../hooks/use-modal-dialog';
import { usePlayground } from '../../hooks/playground-context';
import { useStore } from '../../hooks/use-store';
import type { ShareFile } from '../../state/share/share-controller';
import { downloadText } from '../wire/download-text';

/**
 * The outcome of Share: the link with a Copy button, or — when the link is too long to paste — the
 * same run as a .json file to download, or why nothing could be shared. A modal <dialog>: Escape
 * and Close dismiss it.
 */
export function ShareDialog() {
  const { share } = usePlayground();
  const { dialog: state } = useStore(share);
  const titleId = useId();
  const open = state.state !== 'closed';

  const dialogRef = useModalDialog(open);

  return (
    <dialog ref={dialogRef} className="share-dialog" aria-labelledby={titleId} onClose={() => share.close()}>
      <h2 id={titleId}>Share this run</h2>
      {state.state === 'building' && <p role="status">Making the link…</p>}
      {state.state === 'failed' && (
        <p role="alert" className="problem-text">
          {state.message}
        </p>
      )}
      {state.state === 'ready' && !state.tooLong && (
        <>
          <label className="field">
            <span>Share link</span>
            <textarea className="share-link" readOnly rows={4} value={state.link} onFocus={(event) => event.target.select()} />
          </label>
          <p className="hint">
            The run travels inside the link itself (after the #), so nothing is uploaded anywhere. Whoever opens it sees the task, the files, the
            tool descriptions and the transcript; never your API key or settings. {state.link.length.toLocaleString('en-US')} characters.
          </p>
          <div className="button-row">
            <button type="button" className="primary" onClick={() => void share.copy(navigator.clipboard ? (text) => navigator.clipboard.writeText(text) : undefined)}>
              Copy link
            </button>
            <DownloadButton file={state.file} />
            {state.copy.state === 'copied' && <span role="status">Copied</span>}
          </div>
          {state.copy.state === 'failed' && (
            <p role="alert" className="problem-text">
              {state.copy.message}
            </p>
          )}
        </>
      )}
      {state.state === 'ready' && state.tooLong && (
        <>
          <p role="status">
            This run's link would be {Math.ceil(state.link.length / 1024).toLocaleString('en-US')} kB long, more than the 32 kB that chat apps and
            browsers reliably keep. Download it as a .json file instead; whoever gets the file opens it with "Open shared file", or by dropping it on
            the page.
          </p>
          <div className="button-row">
            <DownloadButton file={state.file} primary />
          </div>
        </>
      )}
      <div className="button-row dialog-actions">
        <button type="button" onClick={() => share.close()}>
          Close
        </button>
      </div>
    </dialog>
  );
}

/** Saves the share document as a file: it never leaves the machine. */
function DownloadButton({ file, primary = false }: { file: ShareFile; primary?: boolean }) {
  return (
    <button type="button" className={primary ? 'primary' : undefined} onClick={() => downloadText(file.name, file.text, 'application/json')}>
      Download .json
    </button>
  );
}
