import { Link } from 'react-router';
import type { Dashboard } from '@tvt/contract/office';
import { DashboardSection } from './dashboard-section.tsx';
import { dayLabel, momentLabel, number, percent } from './dashboard-format.ts';

/** Where the weekend stands: this year's counts so far beside last year's at the same hour. */
export function WeekendProgress({ data }: { data: Dashboard }) {
  const { campaign, totals, lastYear } = data;
  const before = data.now < campaign.countingFrom;
  const comparable = lastYear !== null && lastYear.atSameMoment > 0;
  const change = comparable ? totals.counts / lastYear.atSameMoment - 1 : 0;
  return (
    <DashboardSection
      id="weekend"
      title={`Telweekend ${campaign.year}`}
      intro={
        before
          ? `Het telweekend begint ${dayLabel(campaign.countingFrom)}.`
          : data.now < campaign.countingUntil
            ? `Bezig sinds ${dayLabel(campaign.countingFrom)}; de cijfers vernieuwen elke halve minuut.`
            : `Afgelopen; tellingen die nog binnenkomen staan hier ook.`
      }
      wide
    >
      <dl className="office-dashboard__tiles">
        <div className="office-dashboard__tile office-dashboard__tile--lead">
          <dt>Tellingen binnen</dt>
          <dd>
            <span className="office-dashboard__value">{number.format(totals.counts)}</span>
            {comparable ? (
              <span className="office-dashboard__note">
                {percent.format(change)} t.o.v. {lastYear.year} op dit moment
              </span>
            ) : null}
          </dd>
        </div>
        <div className="office-dashboard__tile">
          <dt>Deelnemers</dt>
          <dd>
            <span className="office-dashboard__value">{number.format(totals.participants)}</span>
          </dd>
        </div>
        <div className="office-dashboard__tile">
          <dt>Vogels geteld</dt>
          <dd>
            <span className="office-dashboard__value">{number.format(totals.birds)}</span>
          </dd>
        </div>
        {lastYear ? (
          <div className="office-dashboard__tile">
            <dt>{lastYear.year} op hetzelfde moment</dt>
            <dd>
              <span className="office-dashboard__value">
                {lastYear.total > 0 ? number.format(lastYear.atSameMoment) : '–'}
              </span>
              <span className="office-dashboard__note">
                {lastYear.total > 0
                  ? `van ${number.format(lastYear.total)} in totaal`
                  : 'geen tellingen met tijden bewaard'}
              </span>
            </dd>
          </div>
        ) : null}
      </dl>
      {lastYear && lastYear.total > 0 ? (
        <p className="office-dashboard__explain">
          ‘Op hetzelfde moment’: even lang na de start van het telweekend van {lastYear.year} als nu
          na de start van dit telweekend ({momentLabel(lastYear.moment)}).
        </p>
      ) : null}
      <WeekendSwitch shown={campaign.year} years={data.years} />
    </DashboardSection>
  );
}

/** The other stored weekends, one link each (`?jaar=`); the shown one marked as current. */
function WeekendSwitch({ shown, years }: { shown: number; years: readonly number[] }) {
  if (years.length < 2) return null;
  return (
    <nav className="office-dashboard__weekends" aria-label="Telweekenden">
      <span className="office-dashboard__note">Ander telweekend bekijken:</span>
      <ul>
        {years.map((year) => (
          <li key={year}>
            <Link
              to={{ search: `?jaar=${year}` }}
              aria-current={year === shown ? 'page' : undefined}
            >
              {year}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
