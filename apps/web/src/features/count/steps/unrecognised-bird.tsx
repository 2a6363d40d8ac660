import {
  REMARKS_MAX_LENGTH,
  UNRECOGNISED_BIRD,
  UNRECOGNISED_BIRD_PLACEHOLDER,
  type CountBird,
} from '@tvt/domain';
import { TextAreaField } from '#shared/ui/text-area-field.tsx';
import type { CountDraft } from '../count-draft.ts';
import type { DraftUpdate } from '../count-draft-state.ts';
import { BirdCard } from './bird-card.tsx';

interface UnrecognisedBirdProps {
  draft: CountDraft;
  update: DraftUpdate;
  onCount: (bird: CountBird, value: number) => void;
}

/** Spec 2: 'Niet herkend' with a counter; its description shows while its count is not 0. */
export function UnrecognisedBird({ draft, update, onCount }: UnrecognisedBirdProps) {
  const count = draft.count.birds[UNRECOGNISED_BIRD.id]?.birdCount ?? 0;
  const id = 'niet-herkend-beschrijving';
  return (
    <>
      <h2 className="count-subheading">Vogel niet herkend?</h2>
      <ul className="bird-grid bird-grid--single">
        <BirdCard
          bird={UNRECOGNISED_BIRD}
          count={count}
          onChange={(v) => onCount(UNRECOGNISED_BIRD, v)}
        >
          {count !== 0 && (
            <div className="field bird-card__description">
              <label className="field__label" htmlFor={id}>
                Beschrijving
              </label>
              <TextAreaField
                id={id}
                value={draft.count.unrecognizedBirdRemarks ?? ''}
                maxLength={REMARKS_MAX_LENGTH}
                placeholder={UNRECOGNISED_BIRD_PLACEHOLDER}
                rows={3}
                onChange={(unrecognizedBirdRemarks) =>
                  update((d) => ({ ...d, count: { ...d.count, unrecognizedBirdRemarks } }))
                }
              />
            </div>
          )}
        </BirdCard>
      </ul>
    </>
  );
}
