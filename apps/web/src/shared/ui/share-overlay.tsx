import './ui.css';
import * as Dialog from '@radix-ui/react-dialog';
import { CopyLink } from './copy-link.tsx';
import { CloseIcon } from './icons.tsx';
import { useReturnFocus } from './use-return-focus.ts';

export const SHARE_CHANNELS = ['facebook', 'twitter', 'linkedin', 'pinterest', 'whatsapp'] as const;
export type ShareChannel = (typeof SHARE_CHANNELS)[number];

const LABELS: Record<ShareChannel, string> = {
  facebook: 'Facebook',
  twitter: 'X (Twitter)',
  linkedin: 'LinkedIn',
  pinterest: 'Pinterest',
  whatsapp: 'WhatsApp',
};

/** The share address of each channel (spec 9: facebook, twitter, linkedin, pinterest, whatsapp). */
export function shareUrl(channel: ShareChannel, text: string, url: string): string {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(text);
  switch (channel) {
    case 'facebook':
      return `https://www.facebook.com/sharer/sharer.php?u=${u}`;
    case 'twitter':
      return `https://twitter.com/intent/tweet?text=${t}&url=${u}`;
    case 'linkedin':
      return `https://www.linkedin.com/sharing/share-offsite/?url=${u}`;
    case 'pinterest':
      return `https://pinterest.com/pin/create/button/?url=${u}&description=${t}`;
    case 'whatsapp':
      return `https://wa.me/?text=${encodeURIComponent(`${text} ${url}`)}`;
  }
}

interface ShareOverlayProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** Title handed to the Web Share API. */
  shareTitle: string;
  text: string;
  url: string;
  /** The label of the link's field ('Link naar je telling'). */
  linkLabel?: string;
  /** The picture a chat shows with the link (its Open Graph image), shown here as a preview. */
  image?: { src: string; alt: string } | undefined;
}

/**
 * Share overlay: the five channels as links, the link to copy, and the device's own share sheet
 * where it has one. One way to close it, the corner button (Escape and a tap outside too).
 */
export function ShareOverlay({
  open,
  onOpenChange,
  title,
  shareTitle,
  text,
  url,
  linkLabel = 'Link',
  image,
}: ShareOverlayProps) {
  const onCloseAutoFocus = useReturnFocus(open);
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content
          className="dialog share-overlay"
          aria-describedby="share-text"
          onCloseAutoFocus={onCloseAutoFocus}
        >
          <Dialog.Close className="dialog__close" aria-label="Sluiten">
            <CloseIcon />
          </Dialog.Close>
          <Dialog.Title className="dialog__title">{title}</Dialog.Title>
          <p id="share-text">{text}</p>
          {image && (
            <img
              className="share-overlay__preview"
              src={image.src}
              alt={image.alt}
              width={1200}
              height={630}
            />
          )}
          <ul className="share-overlay__channels">
            {SHARE_CHANNELS.map((channel) => (
              <li key={channel}>
                <a
                  className={`share-link share-link--${channel}`}
                  href={shareUrl(channel, text, url)}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  {LABELS[channel]}
                  <span className="visually-hidden"> (opent in een nieuw venster)</span>
                </a>
              </li>
            ))}
          </ul>
          <CopyLink url={url} label={linkLabel} />
          {canShare && (
            <button
              type="button"
              className="button button--secondary"
              onClick={() =>
                void navigator.share({ title: shareTitle, text, url }).catch(() => undefined)
              }
            >
              Delen via…
            </button>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
