import { useConfig } from '#shared/config/config-query.ts';
import { TipCard } from './tip-card.tsx';
import { useTips } from './tips-query.ts';
import './tips.css';
import '#shared/ui/content.css';

interface TipsGridProps {
  /** Show only the first few (home); all when absent. */
  limit?: number;
}

/** Tips in a grid: 1 column on phones, 2 otherwise. Empty: 'Geen tips gevonden'. */
export function TipsGrid({ limit }: TipsGridProps) {
  const { data, isPending, isError } = useTips(useConfig());
  if (isPending && !isError) {
    return (
      <ul className="tips-grid" aria-busy="true">
        {Array.from({ length: limit ?? 4 }, (_, i) => (
          // The same box as a card (tips.css), under keys no tip has: a tip takes a new <li>
          // where the placeholder was instead of moving one (issue 15, no layout shift).
          <li key={`placeholder-${i}`}>
            <span className="tip-card tip-card--skeleton">
              <span className="tip-card__body" />
            </span>
          </li>
        ))}
      </ul>
    );
  }
  const tips = (data ?? []).slice(0, limit);
  if (tips.length === 0) return <p className="empty-text">Geen tips gevonden</p>;
  return (
    <ul className="tips-grid">
      {tips.map((tip, index) => (
        <li key={tip.id}>
          <TipCard tip={tip} eager={index < 4} />
        </li>
      ))}
    </ul>
  );
}
