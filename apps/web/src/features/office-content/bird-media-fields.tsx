import type { OfficeBird } from '@tvt/contract/office';
import { AudioPlayer } from '../audio-player/index.ts';
import { type BirdMediaSlot, useSetOfficeBirdMedia } from './api/bird-media.ts';
import { FileUpload } from './file-upload.tsx';

/** The species' drawing replacement, sound and video: upload, see or hear it, remove it. */
export function BirdMediaFields({ bird }: { bird: OfficeBird }) {
  const media = useSetOfficeBirdMedia(bird.id);
  const upload = (slot: BirdMediaSlot) => (file: File | null) => media.mutate({ slot, file });
  const errorFor = (slot: BirdMediaSlot) => (media.variables?.slot === slot ? media.error : null);
  return (
    <div className="office-content__media">
      <h3>Bestanden</h3>
      <img
        className="office-content__drawing"
        src={bird.drawing ?? bird.defaultDrawing}
        alt={`Tekening van de ${bird.name.toLowerCase()}`}
        width="240"
        height="180"
      />
      <FileUpload
        label="Tekening vervangen"
        accept="image/jpeg,image/png,image/webp"
        hint="JPEG, PNG of WebP; verschijnt in de vogelgids en bij de soort."
        current={bird.drawing}
        removeLabel="Standaardtekening terugzetten"
        busy={media.isPending}
        error={errorFor('drawing')}
        onUpload={upload('drawing')}
      />
      {bird.sound && (
        <AudioPlayer src={bird.sound} label={`Geluid van de ${bird.name.toLowerCase()}`} />
      )}
      <FileUpload
        label="Geluid"
        accept="audio/mpeg,audio/ogg,audio/mp4,audio/wav"
        hint="MP3, Ogg, M4A of WAV, hoogstens 64 MB."
        current={bird.sound}
        removeLabel="Geluid verwijderen"
        busy={media.isPending}
        error={errorFor('sound')}
        onUpload={upload('sound')}
      />
      {bird.video && (
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
      )}
      <FileUpload
        label="Video"
        accept="video/mp4,video/webm"
        hint="MP4 of WebM, hoogstens 64 MB."
        current={bird.video}
        removeLabel="Video verwijderen"
        busy={media.isPending}
        error={errorFor('video')}
        onUpload={upload('video')}
      />
    </div>
  );
}
