import * as Dialog from '@radix-ui/react-dialog';
import { quizShareText, quizShareTitle, quizShareUrl } from '@tvt/domain';
import { CloseIcon } from '../shell/icons.tsx';
import { SHARE_CHANNEL_LABELS, SHARE_CHANNELS, shareLink } from './share-links.ts';

interface ShareDialogProps {
  open: boolean;
  score: number;
  campaignName: string;
  onClose: () => void;
}

/** The share overlay: the system share sheet where the browser has one, and the five channels. */
export function ShareDialog({ open, score, campaignName, onClose }: ShareDialogProps) {
  const text = quizShareText(score);
  const url = quizShareUrl(window.location.origin);
  const title = quizShareTitle(campaignName);
  const canShare = typeof navigator.share === 'function';
  const share = () => {
    navigator.share({ title, text, url }).then(onClose, () => undefined);
  };
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content className="dialog">
          <Dialog.Close className="dialog__close" aria-label="Sluiten">
            <CloseIcon />
          </Dialog.Close>
          <Dialog.Title className="dialog__title">{title}</Dialog.Title>
          <Dialog.Description>
            {text} <span className="share__url">{url}</span>
          </Dialog.Description>
          {canShare && (
            <button type="button" className="button share__native" onClick={share}>
              Delen via…
            </button>
          )}
          <ul className="share__channels">
            {SHARE_CHANNELS.map((channel) => (
              <li key={channel}>
                <a className="button button--secondary" href={shareLink(channel, text, url)} target="_blank" rel="noopener noreferrer">
                  {SHARE_CHANNEL_LABELS[channel]}
                  <span className="visually-hidden"> (opent in een nieuw venster)</span>
                </a>
              </li>
            ))}
          </ul>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
