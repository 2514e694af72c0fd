import { usePlayground } from '../../hooks/playground-context';
import { useStore } from '../../hooks/use-store';
import { ForkNotice } from './fork-notice';
import { OpenSharedFile } from './open-shared-file';
import { ShareDialog } from './share-dialog';
import './share.css';

/**
 * The top bar's sharing controls: "Share" makes a link of the open session, "Open shared file"
 * (or a file dropped on the page) opens a shared run in the replay. Also shows the note after a
 * replay was forked into a session.
 */
export function ShareButton({ onOpenFile }: { onOpenFile: (file: File) => void }) {
  const { share } = usePlayground();
  const { dialog, forked } = useStore(share);
  return (
    <>
      <button type="button" disabled={dialog.state === 'building'} onClick={() => void share.share()}>
        Share
      </button>
      <OpenSharedFile onOpen={onOpenFile} />
      <ShareDialog />
      {forked && <ForkNotice forked={forked} onDismiss={() => share.dismissFork()} />}
    </>
  );
}
