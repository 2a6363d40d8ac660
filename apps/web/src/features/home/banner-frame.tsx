import { BANNER_IMAGE_MARKER } from '@tvt/contract';
import { BannerImage } from './home-banner.tsx';

/**
 * Home's first frame below the heading (decision 066): the banner's box and picture, home's
 * largest paint, which the server draws into the page with the visitor's picture in place of
 * the marker; the text panel and the rest come with the app.
 */
export function BannerFrame() {
  return (
    <>
      <div className="skeleton skeleton--heading" />
      <div className="home-banner">
        <BannerImage src={BANNER_IMAGE_MARKER} />
      </div>
      <div className="skeleton skeleton--line" />
      <div className="skeleton skeleton--line" />
    </>
  );
}
