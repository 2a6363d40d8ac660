import { useRef, useState } from 'react';
import { LoadingButton } from '#shared/ui/loading-button.tsx';
import { REFERRAL_STORAGE_KEY } from '../../segment/index.ts';
import type { CountCampaign } from '../api/count-campaign-query.ts';
import { logCountError } from '../api/log-count-error.ts';
import { donationRedirectUrl } from '../api/segment-lookup.ts';
import { submitCount } from '../api/submit-count.ts';
import { uploadPhoto } from '../api/upload-photo.ts';
import type { CountDraft } from '../count-draft.ts';
import { dataUrlToBlob } from '../downscale-image.ts';
import { queueCount } from '../outbox/outbox-sync.ts';
import { submitDraft } from '../submit-draft.ts';
import type { DoneResult } from './done-step.tsx';
import type { ServerProblem, StepProps } from './step-props.ts';
import { ProblemBox, StepScreen } from './step-screen.tsx';
import { SummarySections } from './summary-sections.tsx';

interface SummaryStepProps extends StepProps {
  /** The personal step only confirmed the logged-in account: back skips it. */
  accountDetailsOnly: boolean;
  campaign: CountCampaign;
  onProblem: (problem: ServerProblem) => void;
  onDone: (result: DoneResult) => void;
}

/** A photo chosen while the upload failed gets one more try; the count never waits on it twice. */
async function withPhoto(draft: CountDraft, props: SummaryStepProps): Promise<CountDraft> {
  if (!draft.imageFile || !draft.imageUUID || draft.count.userPhoto) return draft;
  try {
    const blob = await dataUrlToBlob(draft.imageFile);
    const bitmap = await createImageBitmap(blob);
    const photo = await uploadPhoto(
      props.config,
      {
        blob,
        uuid: draft.imageUUID,
        originalFileName: 'tuinfoto.jpg',
        width: bitmap.width,
        height: bitmap.height,
      },
      props.campaign.tag,
    );
    return photo ? { ...draft, count: { ...draft.count, userPhoto: photo } } : draft;
  } catch (error) {
    console.error('photo retry', error);
    return draft;
  }
}

/** Spec 2 "count-summary" ('Overzicht'), guarded against a double submit. */
export function SummaryStep(props: SummaryStepProps) {
  const { draft, go, config, onProblem, onDone } = props;
  const [sending, setSending] = useState(false);
  const [trouble, setTrouble] = useState<string>();
  const inFlight = useRef(false);

  const send = async () => {
    if (inFlight.current) return;
    inFlight.current = true;
    setSending(true);
    setTrouble(undefined);
    try {
      const ready = await withPhoto(draft, props);
      const outcome = await submitDraft(ready, {
        send: (payload) => submitCount(config, payload),
        queue: queueCount,
        logError: (functionName, error, countObject, extra) =>
          void logCountError(config, {
            inztestid: draft.count.inztestid,
            countObject,
            functionName,
            error,
            ...(extra && { extra }),
          }),
        referralCode: window.sessionStorage.getItem(REFERRAL_STORAGE_KEY) ?? undefined,
      });
      if (outcome.kind === 'invalid') {
        onProblem({ message: outcome.message, field: outcome.field, step: outcome.step });
        go(outcome.step);
        return;
      }
      onDone({ ...outcome, birds: ready.count.birdsSeen ? ready.count.birds : {} });
      if (outcome.kind === 'sent') {
        // Spec 4: after a stored count a segment lookup may send the person to a donation page.
        void donationRedirectUrl(
          config,
          outcome.payload.userData.emailAddress,
          outcome.tellingUUID,
        ).then((url) => url && window.location.assign(url));
      }
    } catch (error) {
      // Not even the device could keep it (storage refused): the draft stays, try again.
      console.error('submit', error);
      setTrouble(
        'Je telling kon niet worden verstuurd of bewaard. Je gegevens staan er nog; probeer het opnieuw.',
      );
    } finally {
      inFlight.current = false;
      setSending(false);
    }
  };

  return (
    <StepScreen
      step="count-summary"
      heading="Overzicht"
      go={go}
      accountDetailsOnly={props.accountDetailsOnly}
    >
      <ProblemBox message={trouble} />
      <SummarySections draft={draft} go={go} />
      <div className="step-actions">
        <LoadingButton loading={sending} onClick={() => void send()}>
          Akkoord en verstuur telling
        </LoadingButton>
      </div>
    </StepScreen>
  );
}
