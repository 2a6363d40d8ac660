import { Link } from 'react-router';
import { useConfig } from '#shared/config/config-query.ts';
import { paths } from '#shared/paths/paths.ts';
import { WaysOn } from '#shared/shell/ways-on.tsx';
import { TipText } from './tip-text.tsx';
import { useTip } from './tips-query.ts';
import './tips.css';

export const TIP_NOT_FOUND = 'Er is helaas geen tip gevonden';

/** The heading a tip screen shows: the tip's title, or the not-found text. */
export function useTipHeading(id: string): { heading: string | undefined; loading: boolean } {
  const { data, isPending, isError } = useTip(useConfig(), id);
  if (isPending && !isError) return { heading: undefined, loading: true };
  return { heading: data ? data.title : TIP_NOT_FOUND, loading: false };
}

/** Title (as the screen heading), image and text of one tip; a way on when there is none. */
export function TipDetail({ id }: { id: string }) {
  const { data, isError } = useTip(useConfig(), id);
  if (isError) {
    return (
      <p className="notice" role="alert">
        De tip kon niet worden geladen. Controleer je verbinding en probeer het opnieuw.
      </p>
    );
  }
  if (!data) {
    return (
      <>
        <p className="notice">
          Deze tip bestaat niet (meer). <Link to={paths.tips}>Bekijk alle vogelkijktips</Link>.
        </p>
        <WaysOn />
      </>
    );
  }
  return (
    <article className="tip-detail">
      {data.image && (
        <img className="tip-detail__image" src={data.image} alt="" width="400" height="320" />
      )}
      <TipText className="tip-detail__text" text={data.text} />
    </article>
  );
}
