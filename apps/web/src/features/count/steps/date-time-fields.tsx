import { clampHour, clampMinute, countDateOptions, HOUR_MAX, MINUTE_MAX } from '@tvt/domain';
import { useMemo } from 'react';
import { Field } from '#shared/ui/field.tsx';
import { NumberInput } from '#shared/ui/number-input.tsx';
import { SelectField } from '#shared/ui/select-field.tsx';
import type { CountCampaign } from '../api/count-campaign-query.ts';
import type { CountDraft } from '../count-draft.ts';
import type { DraftUpdate } from '../count-draft-state.ts';

/** Spec 2/5: the count date (the date window, newest first, Dutch weekdays) and hour and minute. */
export function DateTimeFields({
  draft,
  update,
  campaign,
}: {
  draft: CountDraft;
  update: DraftUpdate;
  campaign: CountCampaign;
}) {
  const options = useMemo(() => countDateOptions(new Date(), campaign), [campaign]);
  const setDate = (patch: Partial<CountDraft['date']>) =>
    update((d) => ({ ...d, date: { ...d.date, ...patch } }));
  return (
    <>
      <Field id="count-date" label="Datum van je telling">
        <SelectField
          id="count-date"
          value={draft.date.date}
          options={options}
          placeholder="Kies een datum"
          onChange={(date) => date && setDate({ date })}
        />
      </Field>
      <fieldset className="field time-field">
        <legend className="field__label">Begintijd van je telling</legend>
        <div className="time-field__inputs">
          <NumberInput
            id="count-hour"
            aria-label="Uur"
            value={draft.date.hour}
            max={HOUR_MAX}
            min={0}
            pad={2}
            placeholder="uu"
            onChange={(v) => setDate({ hour: clampHour(v) })}
          />
          <span aria-hidden="true">:</span>
          <NumberInput
            id="count-minute"
            aria-label="Minuten"
            value={draft.date.minute}
            max={MINUTE_MAX}
            min={0}
            pad={2}
            placeholder="mm"
            onChange={(v) => setDate({ minute: clampMinute(v) })}
          />
        </div>
      </fieldset>
    </>
  );
}
