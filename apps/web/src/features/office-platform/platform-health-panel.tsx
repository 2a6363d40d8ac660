import type { PlatformHealth } from '@tvt/contract/office';
import { dutchMessage } from '#shared/http/index.ts';
import { REDIS_LABEL, STATE_LABEL, errorShare, uptimeLabel } from './platform-labels.ts';
import { usePlatformHealth } from './platform-health-query.ts';
import './office-platform.css';

const number = new Intl.NumberFormat('nl-NL');
const timeLabel = new Intl.DateTimeFormat('nl-NL', {
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  timeZone: 'Europe/Amsterdam',
});

function Status({ ok, children }: { ok: boolean; children: string }) {
  // The word carries the state; the mark only repeats it.
  return (
    <span className={`office-platform__status office-platform__status--${ok ? 'ok' : 'bad'}`}>
      <span aria-hidden="true">{ok ? '●' : '▲'}</span> {children}
    </span>
  );
}

function Overview({ data }: { data: PlatformHealth }) {
  const { database } = data;
  return (
    <dl className="office-platform__tiles">
      <div className="office-platform__tile">
        <dt>Database</dt>
        <dd>
          <Status ok={database.state === 'ok'}>
            {database.state === 'ok' ? 'In orde' : 'Niet bereikbaar'}
          </Status>
          {database.latencyMs === null ? null : (
            <span className="office-platform__note">{database.latencyMs} ms</span>
          )}
        </dd>
      </div>
      <div className="office-platform__tile">
        <dt>Redis</dt>
        <dd>
          <Status ok={data.redis !== 'unavailable'}>{REDIS_LABEL[data.redis]}</Status>
        </dd>
      </div>
      <div className="office-platform__tile">
        <dt>Serverfouten laatste minuut</dt>
        <dd>
          <Status ok={data.errorRate < 0.01}>{errorShare(data.errorRate)}</Status>
          <span className="office-platform__note">
            van {number.format(data.requestsLastMinute)} verzoeken
          </span>
        </dd>
      </div>
    </dl>
  );
}

function Instances({ data }: { data: PlatformHealth }) {
  return (
    <div className="office-platform__scroll" tabIndex={0} role="region" aria-label="Instanties">
      <table className="office-table">
        <caption>
          {number.format(data.instances.length)}{' '}
          {data.instances.length === 1 ? 'instantie' : 'instanties'}, bijgewerkt om{' '}
          {timeLabel.format(new Date(data.checkedAt))}; verzoeken en serverfouten van de laatste
          minuut
        </caption>
        <thead>
          <tr>
            <th scope="col">Instantie</th>
            <th scope="col">Status</th>
            <th scope="col">Draait</th>
            <th scope="col">Verzoeken</th>
            <th scope="col">Serverfouten</th>
            <th scope="col">Hartslag</th>
          </tr>
        </thead>
        <tbody>
          {data.instances.map((instance) => (
            <tr key={instance.id}>
              <th scope="row">
                {instance.id}
                <span className="office-platform__note office-platform__block">
                  versie {instance.version}
                  {instance.self ? ', deze instantie' : ''}
                </span>
              </th>
              <td>
                <Status ok={instance.state === 'ready'}>{STATE_LABEL[instance.state]}</Status>
                {instance.note ? (
                  <span className="office-platform__note"> {instance.note}</span>
                ) : null}
              </td>
              <td className="office-platform__nowrap">{uptimeLabel(instance.uptimeSeconds)}</td>
              <td>{number.format(instance.requestsLastMinute)}</td>
              <td>{errorShare(instance.errorRate)}</td>
              <td>{timeLabel.format(new Date(instance.seenAt))}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Issue 32: each instance's health, the database and Redis, refreshed every 15 s. */
export function PlatformHealthPanel() {
  const health = usePlatformHealth();
  return (
    <section className="office-platform" aria-labelledby="platform-health">
      <h2 id="platform-health">Platform</h2>
      {health.isPending ? <p role="status">Platformstatus laden…</p> : null}
      {health.isError ? (
        <p role="alert">
          {dutchMessage(health.error, 'De platformstatus kon niet worden geladen.')}
        </p>
      ) : null}
      {health.data ? (
        <>
          <Overview data={health.data} />
          <Instances data={health.data} />
        </>
      ) : null}
    </section>
  );
}
