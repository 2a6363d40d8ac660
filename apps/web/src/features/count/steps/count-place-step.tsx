import {
  PARTICIPANTS_MAX,
  REMARKS_MAX_LENGTH,
  TELLER_OPTIONS,
  TELPLEK_OPTIONS,
  clampParticipants,
  countPlaceProblems,
  setTelplek,
  type SelectOption,
  type Telplek,
} from '@tvt/domain';
import { Field } from '#shared/ui/field.tsx';
import { NumberInput } from '#shared/ui/number-input.tsx';
import { RadioGroup } from '#shared/ui/radio-group.tsx';
import { SelectField } from '#shared/ui/select-field.tsx';
import { TextAreaField } from '#shared/ui/text-area-field.tsx';
import type { CountCampaign } from '../api/count-campaign-query.ts';
import type { CountObjectDraft } from '../count-draft.ts';
import { useState } from 'react';
import { DateTimeFields } from './date-time-fields.tsx';
import { ErrorSummary } from './error-summary.tsx';
import { ExtraQuestions } from './extra-questions.tsx';
import { PhotoField } from './photo-field.tsx';
import type { ServerProblem, StepProps } from './step-props.ts';
import { ProblemBox, StepScreen } from './step-screen.tsx';

const YES_NO: SelectOption<'ja' | 'nee'>[] = [
  { name: 'Ja', value: 'ja' },
  { name: 'Nee', value: 'nee' },
];
const COMPANY: SelectOption<'alone' | 'group'>[] = [
  { name: 'Alleen of met mijn gezin', value: 'alone' },
  { name: 'Met een school of organisatie', value: 'group' },
];

interface CountPlaceStepProps extends StepProps {
  allowed: readonly string[];
  campaign: CountCampaign;
  problem: ServerProblem | undefined;
}

/** Spec 2 "count-place": when, where and with whom; every extra question is optional. */
export function CountPlaceStep({
  draft,
  update,
  go,
  config,
  campaign,
  problem,
}: CountPlaceStepProps) {
  const count = draft.count;
  // Messages show once the participant tried to go on, and follow the answers from then on.
  const [tried, setTried] = useState(false);
  const problems = tried ? countPlaceProblems(count.metaData) : [];
  const messageOf = (field: 'telplek' | 'teller') =>
    problems.find((p) => p.field === field)?.message;
  const onward = () => {
    if (countPlaceProblems(count.metaData).length > 0) setTried(true);
    else go('personal-information');
  };
  const setCount = (change: (c: CountObjectDraft) => CountObjectDraft) =>
    update((d) => ({ ...d, count: change(d.count) }));
  return (
    <StepScreen step="count-place" heading="Telplek" go={go}>
      <ErrorSummary
        problems={problems.map((p) => ({
          target: p.field === 'telplek' ? 'telplek-first' : 'teller',
          message: p.message,
        }))}
      />
      <ProblemBox message={problem?.step === 'count-place' ? problem.message : undefined} />
      <DateTimeFields draft={draft} update={update} campaign={campaign} />
      <RadioGroup
        name="telplek"
        legend="Waar heb je geteld?"
        options={TELPLEK_OPTIONS}
        value={count.metaData.telplek}
        required
        error={messageOf('telplek')}
        onChange={(telplek: Telplek) =>
          setCount((c) => ({ ...c, metaData: setTelplek(c.metaData, telplek) }))
        }
      />
      <RadioGroup
        name="homeAddress"
        legend="Heb je op je woonadres geteld?"
        options={YES_NO}
        value={count.homeAddress ? 'ja' : 'nee'}
        onChange={(v) => setCount((c) => ({ ...c, homeAddress: v === 'ja' }))}
      />
      <RadioGroup
        name="company"
        legend="Met wie heb je geteld?"
        options={COMPANY}
        value={count.userData.isOrganisation ? 'group' : 'alone'}
        onChange={(v) =>
          setCount((c) => ({ ...c, userData: { ...c.userData, isOrganisation: v === 'group' } }))
        }
      />
      <Field id="participants" label="Aantal deelnemers">
        <NumberInput
          id="participants"
          value={count.participants}
          min={1}
          max={PARTICIPANTS_MAX}
          maxLength={3}
          onChange={(v) => setCount((c) => ({ ...c, participants: clampParticipants(v) }))}
        />
      </Field>
      <Field
        id="teller"
        label={
          <>
            Wat voor teller ben je?<span className="field__optional"> (verplicht)</span>
          </>
        }
        error={messageOf('teller')}
      >
        <SelectField
          id="teller"
          describedBy={messageOf('teller') ? 'teller-error' : undefined}
          value={count.metaData.teller}
          options={TELLER_OPTIONS}
          onChange={(teller) =>
            setCount((c) => ({
              ...c,
              metaData: { ...c.metaData, teller: teller as typeof c.metaData.teller },
            }))
          }
        />
      </Field>
      <ExtraQuestions
        metaData={count.metaData}
        onChange={(metaData) => setCount((c) => ({ ...c, metaData }))}
      />
      <PhotoField draft={draft} update={update} config={config} campaignTag={campaign.tag} />
      <Field id="remarks" label="Opmerkingen" optional>
        <TextAreaField
          id="remarks"
          value={count.remarks ?? ''}
          maxLength={REMARKS_MAX_LENGTH}
          onChange={(remarks) => setCount((c) => ({ ...c, remarks }))}
        />
      </Field>
      <div className="step-actions">
        <button type="button" className="button" onClick={onward}>
          Verder naar je gegevens
        </button>
      </div>
    </StepScreen>
  );
}
