import {
  BANNER_SEGMENTS,
  type BannerSegment,
  countdownHeadline,
  fromAmsterdamLocalInput,
  type Phase,
} from '@tvt/domain';
import {
  CAMPAIGN_IMAGES,
  CAMPAIGN_IMAGE_SIZE,
  bannerLine,
  formatCountDates,
} from '../campaign-banner/index.ts';
import type { CampaignFormState } from './campaign-form-state.ts';
import { SEGMENT_LABELS } from './campaign-labels.ts';

const DAY_MS = 86_400_000;

/**
 * The banner as home draws it: picture, dark panel with headline, line and the count dates;
 * where the organiser set no line or picture, the app's own for that audience and phase.
 */
function MiniBanner(props: {
  form: CampaignFormState;
  segment: BannerSegment;
  phase: Phase;
  headline: string;
  /** The counting days (`YYYY-MM-DD`); none while the dates are out of order. */
  days: readonly string[];
}) {
  const banner = props.form.banners[props.segment];
  return (
    <div className="mini-banner">
      <img
        className="mini-banner__image"
        src={banner.imageUrl ?? CAMPAIGN_IMAGES[props.segment]}
        alt=""
        width={CAMPAIGN_IMAGE_SIZE.width}
        height={CAMPAIGN_IMAGE_SIZE.height}
      />
      <div className="mini-banner__panel">
        <p className="mini-banner__headline">{props.headline}</p>
        <p className="mini-banner__line">
          {banner.text.trim() || bannerLine(props.phase, props.segment)}
        </p>
        {props.phase === 1 && props.days.length > 0 ? (
          <p className="mini-banner__dates">Tel mee op {formatCountDates(props.days)}</p>
        ) : null}
      </div>
    </div>
  );
}

const host = (url: string) => {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
};

/**
 * What the app will show, before the organiser confirms (issue 31): home in each phase with the
 * banner for everyone and the main buttons, then the banner per audience. Drawn after home's
 * banner, not by home's own components: those read the live campaign, not this draft.
 */
export function CampaignPreview({
  form,
  countingDays,
}: {
  form: CampaignFormState;
  countingDays: readonly string[];
}) {
  const start = fromAmsterdamLocalInput(form.phase1Start);
  const counting = fromAmsterdamLocalInput(form.phase2Start);
  const days =
    start && counting ? Math.max(0, Math.ceil((counting.getTime() - start.getTime()) / DAY_MS)) : 0;
  const signUp = form.links.signUp.trim();
  const phases = [
    {
      name: 'Aankondiging',
      phase: 1 as const,
      headline: countdownHeadline(days),
      buttons: [
        signUp
          ? `‘Doe alvast mee’ opent ${host(signUp)}`
          : '‘Doe alvast mee’: aanmelden voor de herinnering in de app',
        'Tips om je tuin voor te bereiden',
      ],
    },
    {
      name: 'Tellen',
      phase: 2 as const,
      headline: 'Het is begonnen!',
      buttons: [
        '‘Start met tellen’',
        ...(form.links.results.trim() ? [`Live resultaten op ${host(form.links.results)}`] : []),
      ],
    },
    {
      name: 'Resultaten',
      phase: 3 as const,
      headline: 'Bedankt voor het tellen!',
      buttons: [
        form.links.results.trim()
          ? `‘Bekijk de resultaten’ opent ${host(form.links.results)}`
          : '‘Bekijk de resultaten’ in de app',
        ...(form.links.course.trim() ? [`Vogelcursus op ${host(form.links.course)}`] : []),
      ],
    },
  ];
  return (
    <section className="campaign-preview" aria-labelledby="campagne-voorbeeld">
      <h3 id="campagne-voorbeeld">Zo toont de app het</h3>
      <ol className="campaign-preview__phases">
        {phases.map((phase, i) => (
          <li key={phase.name} className="campaign-preview__phase">
            <h4>
              {i + 1}. {phase.name}
            </h4>
            <MiniBanner
              form={form}
              segment="default"
              phase={phase.phase}
              headline={phase.headline}
              days={countingDays}
            />
            <ul className="campaign-preview__buttons">
              {phase.buttons.map((b) => (
                <li key={b}>{b}</li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
      <h3>Banner per doelgroep (aankondiging)</h3>
      <ul className="campaign-preview__segments">
        {BANNER_SEGMENTS.map((segment) => (
          <li key={segment}>
            <h4>{SEGMENT_LABELS[segment]}</h4>
            <MiniBanner
              form={form}
              segment={segment}
              phase={1}
              headline={phases[0]!.headline}
              days={countingDays}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
