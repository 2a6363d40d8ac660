import type { MediaCredit as Credit } from '@tvt/domain';
import { MediaCredit } from './media-credit.tsx';

/** Files a browser plays itself; any other address (a video site) opens as a link. */
const PLAYABLE = /\.(mp4|webm|ogv|m4v)(\?|#|$)/i;

interface VideoSectionProps {
  video: string;
  thumb: string;
  playlist: string;
  birdName: string;
  credit?: Credit | null | undefined;
}

/** 'Video': the video (or its thumbnail linking to it) and the playlist link. */
export function VideoSection({ video, thumb, playlist, birdName, credit }: VideoSectionProps) {
  return (
    <section className="bird-section" aria-labelledby="video-titel">
      <h2 id="video-titel">Video</h2>
      {PLAYABLE.test(video) ? (
        <video
          className="bird-video"
          src={video}
          poster={thumb || undefined}
          controls
          preload="none"
          width="640"
          height="360"
        >
          <a href={video}>Bekijk de video van de {birdName.toLowerCase()}</a>
        </video>
      ) : (
        <a
          className="bird-video bird-video--link"
          href={video}
          target="_blank"
          rel="noopener noreferrer"
        >
          {thumb && <img src={thumb} alt="" width="640" height="360" loading="lazy" />}
          <span>
            Bekijk de video van de {birdName.toLowerCase()}
            <span className="visually-hidden"> (opent in een nieuw venster)</span>
          </span>
        </a>
      )}
      <MediaCredit what="Video" credit={credit} />
      {playlist && (
        <p>
          <a href={playlist} target="_blank" rel="noopener noreferrer">
            Meer video&apos;s in de afspeellijst
            <span className="visually-hidden"> (opent in een nieuw venster)</span>
          </a>
        </p>
      )}
    </section>
  );
}
