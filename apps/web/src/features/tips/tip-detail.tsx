import { useConfig } from '#shared/config/config-query.ts';
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

/** Title (as the screen heading), image and text of one tip. */
export function TipDetail({ id }: { id: string }) {
  const { data } = useTip(useConfig(), id);
  if (!data) return null;
  return (
    <article className="tip-detail">
      {data.image && (
        <img className="tip-detail__image" src={data.image} alt="" width="400" height="320" />
      )}
      <TipText className="tip-detail__text" text={data.text} />
    </article>
  );
}
