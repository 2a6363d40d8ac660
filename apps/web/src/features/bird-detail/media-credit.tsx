import { MEDIA_LICENCE_INFO, type MediaCredit as Credit } from '@tvt/domain';

/**
 * The credit of an uploaded file under it: 'Geluid: Jan Jansen, CC BY 4.0', the licence linked
 * to its text, as Creative Commons asks (maker, licence, link).
 */
export function MediaCredit({ what, credit }: { what: string; credit: Credit | null | undefined }) {
  if (!credit) return null;
  const { short, url } = MEDIA_LICENCE_INFO[credit.licence];
  const maker = credit.maker.trim();
  return (
    <p className="bird-credit">
      {what}:{' '}
      {url ? (
        <>
          {maker},{' '}
          <a href={url} target="_blank" rel="noopener noreferrer license">
            {short}
            <span className="visually-hidden"> (opent in een nieuw venster)</span>
          </a>
        </>
      ) : (
        <>
          © {maker}, {short}
        </>
      )}
    </p>
  );
}
