import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { usePhase } from '../phase/index.ts';
import { storedSegment } from '../segment/index.ts';
import { CAMPAIGN_IMAGES, CAMPAIGN_IMAGE_SIZE } from '../campaign-banner/index.ts';

interface HomeBannerProps {
  headline: string;
  line: string;
  /** Makes the whole banner a link (phase 2: to the count). */
  to?: string;
  children?: ReactNode;
}

/** The banner's picture; the server draws the same into the page (banner-frame.tsx). */
export function BannerImage({ src }: { src: string }) {
  return (
    <img
      className="home-banner__image"
      src={src}
      alt=""
      width={CAMPAIGN_IMAGE_SIZE.width}
      height={CAMPAIGN_IMAGE_SIZE.height}
      fetchPriority="high"
    />
  );
}

/**
 * The page banner (spec 2): the campaign image for the visitor's segment, 260 px (200 narrow).
 * The office may set the segment's line and image for the campaign; else the app's own.
 */
export function HomeBanner({ headline, line, to, children }: HomeBannerProps) {
  const segment = storedSegment(localStorage);
  const own = usePhase().info?.banners?.[segment];
  const image = own?.imageUrl ?? CAMPAIGN_IMAGES[segment];
  const body = (
    <>
      <BannerImage src={image} />
      <div className="home-banner__panel">
        <h2 className="home-banner__headline">{headline}</h2>
        <p className="home-banner__line">{own?.text ?? line}</p>
        {children}
      </div>
    </>
  );
  return to ? (
    <Link className="home-banner home-banner--link" to={to}>
      {body}
    </Link>
  ) : (
    <div className="home-banner">{body}</div>
  );
}
