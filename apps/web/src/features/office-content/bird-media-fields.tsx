import type { OfficeBird } from '@tvt/contract/office';
import { AudioPlayer } from '../audio-player/index.ts';
import { type BirdMediaSlot, useSetOfficeBirdMedia } from './api/bird-media.ts';
import { BirdMediaSlotField } from './bird-media-slot.tsx';

/** The species' drawing replacement, sound and video, each with its maker and licence. */
export function BirdMediaFields({ bird }: { bird: OfficeBird }) {
  const media = useSetOfficeBirdMedia(bird.id);
  const common = (slot: BirdMediaSlot) => ({
    bird,
    slot,
    busy: media.isPending,
    error: media.variables?.slot === slot ? media.error : null,
    onChange: media.mutate,
  });
  const lower = bird.name.toLowerCase();
  return (
    <div className="office-content__media">
      <h3>Bestanden en naamsvermelding</h3>
      <p className="field__hint">
        Elk geüpload bestand krijgt een maker en een licentie; de app zet ze eronder.
      </p>
      <BirdMediaSlotField
        {...common('drawing')}
        // A new drawing starts a new form: its credit is the new file's.
        key={`drawing-${bird.drawing ?? ''}`}
        title="Tekening"
        accept="image/jpeg,image/png,image/webp"
        fileHint="JPEG, PNG of WebP; vervangt de standaardtekening in de vogelgids."
        removeLabel="Standaardtekening terugzetten"
        emptyText="Dit is de standaardtekening van de app; een upload vervangt hem."
        preview={
          <img
            className="office-content__drawing"
            src={bird.drawing ?? bird.defaultDrawing}
            alt={`Tekening van de ${lower}`}
            width="240"
            height="180"
          />
        }
      />
      <BirdMediaSlotField
        {...common('sound')}
        key={`sound-${bird.sound ?? ''}`}
        title="Geluid"
        accept="audio/mpeg,audio/ogg,audio/mp4,audio/wav"
        fileHint="MP3, Ogg, M4A of WAV, hoogstens 64 MB."
        removeLabel="Geluid verwijderen"
        emptyText="Nog geen geluid: de app toont bij deze soort geen geluidsspeler."
        preview={
          bird.sound ? <AudioPlayer src={bird.sound} label={`Geluid van de ${lower}`} /> : null
        }
      />
      <BirdMediaSlotField
        {...common('video')}
        key={`video-${bird.video ?? ''}`}
        title="Video"
        accept="video/mp4,video/webm"
        fileHint="MP4 of WebM, hoogstens 64 MB."
        removeLabel="Video verwijderen"
        emptyText="Nog geen video."
        preview={
          bird.video ? (
            <video
              className="office-content__video"
              src={bird.video}
              controls
              preload="none"
              width="320"
              height="180"
            >
              <a href={bird.video}>Video bekijken</a>
            </video>
          ) : null
        }
      />
    </div>
  );
}
