import { speciesNameInText } from '@tvt/domain';
import { paths } from '#shared/paths/paths.ts';
import { AudioPlayer } from '../audio-player/index.ts';
import { BirdCard } from '../bird-guide/index.ts';
import { useConfig } from '#shared/config/config-query.ts';
import { Screen, ScreenSkeleton } from '#shared/shell/screen.tsx';
import { WaysOn } from '#shared/shell/ways-on.tsx';
import { useBird, type BirdDetail } from './bird-query.ts';
import { MediaCredit } from './media-credit.tsx';
import { PlumageGallery } from './plumage-gallery.tsx';
import { VideoSection } from './video-section.tsx';
import '#shared/ui/bird-list.css';
import './bird-detail.css';

interface BirdDetailScreenProps {
  id: string;
  /** The first path segment: /vogelgids, /home or /herkennen. */
  backTo: string;
}

/** Spec 2 "Bird guide" detail: every section shows only when its data is present. */
export function BirdDetailScreen({ id, backTo }: BirdDetailScreenProps) {
  const query = useBird(useConfig(), id);
  if (query.isPending) return <ScreenSkeleton />;
  if (query.isError) {
    return (
      <Screen heading="Vogel" backTo={backTo}>
        <p className="notice" role="alert">
          De vogel kon niet worden geladen. Controleer je verbinding en probeer het opnieuw.
        </p>
      </Screen>
    );
  }
  const bird = query.data;
  if (!bird) {
    return (
      <Screen heading="Vogel niet gevonden" backTo={backTo}>
        <p className="notice">Deze vogel staat niet (meer) in de vogelgids.</p>
        <WaysOn />
      </Screen>
    );
  }
  return (
    <Screen heading={bird.name} backTo={backTo}>
      <BirdSections bird={bird} />
    </Screen>
  );
}

function BirdSections({ bird }: { bird: BirdDetail }) {
  const picture = bird.drawing || bird.image;
  const sound = bird.sounds[0];
  const inText = speciesNameInText(bird.name);
  return (
    <div className="bird-detail">
      {bird.scientificName && (
        <p className="bird-detail__scientific" lang="la">
          {bird.scientificName}
        </p>
      )}
      {picture && (
        <img
          className="bird-detail__drawing"
          src={picture}
          alt={`Tekening van de ${inText}`}
          width="640"
          height="480"
        />
      )}
      <MediaCredit what="Tekening" credit={bird.credits?.drawing} />
      {sound && (
        <section className="bird-section" aria-labelledby="geluid-titel">
          <h2 id="geluid-titel" className="visually-hidden">
            Geluid
          </h2>
          <AudioPlayer src={sound} label={`Geluid van de ${inText}`} />
          <MediaCredit what="Geluid" credit={bird.credits?.sound} />
        </section>
      )}
      {bird.tip && (
        <section className="bird-section" aria-labelledby="tip-titel">
          <h2 id="tip-titel">Tip</h2>
          <p className="bird-detail__tip">{bird.tip}</p>
        </section>
      )}
      {bird.habitatNote && (
        <section className="bird-section" aria-labelledby="leefgebied-titel">
          <h2 id="leefgebied-titel">Waar zie je hem?</h2>
          <p>{bird.habitatNote}</p>
        </section>
      )}
      {bird.drawings.length > 0 && <PlumageGallery drawings={bird.drawings} birdName={bird.name} />}
      {bird.video && (
        <VideoSection
          video={bird.video}
          thumb={bird.videothumb}
          playlist={bird.videoplaylist}
          birdName={bird.name}
          credit={bird.credits?.video}
        />
      )}
      {bird.similarto.length > 0 && (
        <section className="bird-section" aria-labelledby="gelijkenis-titel">
          <h2 id="gelijkenis-titel">Heeft gelijkenis met</h2>
          <ul className="bird-grid">
            {bird.similarto.map((s) => (
              <li key={s.id}>
                <BirdCard to={paths.birdGuideBird(s.id)} name={s.name} image={s.image} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
