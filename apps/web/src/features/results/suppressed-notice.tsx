import { MIN_COUNTS_PER_AREA } from '@tvt/contract';

/** An area with fewer than 5 counts: why there are no figures, in words. */
export function SuppressedNotice({ name }: { name: string }) {
  return (
    <p className="notice notice--info" data-testid="results-suppressed">
      In {name} zijn nog te weinig tellingen om resultaten te tonen. Vanaf {MIN_COUNTS_PER_AREA}{' '}
      tellingen laten we de cijfers zien, zodat niemands tuin herkenbaar is.
    </p>
  );
}
