import { useParams } from 'react-router';
import { paths } from '#shared/paths/paths.ts';
import { Screen } from '#shared/shell/screen.tsx';
import { TipDetail, useTipHeading } from '../features/tips/index.ts';

export function Component() {
  const { id = '' } = useParams();
  const { heading, loading } = useTipHeading(id);
  return (
    <Screen heading={heading ?? 'Vogelkijktip'} headingHidden={loading} backTo={paths.tips}>
      {loading ? (
        <div className="skeleton skeleton--block" aria-busy="true" />
      ) : (
        <TipDetail id={id} />
      )}
    </Screen>
  );
}
