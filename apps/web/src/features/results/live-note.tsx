const time = new Intl.DateTimeFormat('nl-NL', {
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Europe/Amsterdam',
});

/** When the figures were read, and that they follow the count by themselves while it runs. */
export function LiveNote({ updatedAt, live }: { updatedAt: string | undefined; live: boolean }) {
  const at = updatedAt ? new Date(updatedAt) : null;
  return (
    <p className="results-live-note">
      {at && !Number.isNaN(at.getTime()) ? `Bijgewerkt om ${time.format(at)}. ` : '\u00a0'}
      {live && at ? 'De telling loopt: de cijfers worden elke minuut vanzelf bijgewerkt.' : ''}
    </p>
  );
}
