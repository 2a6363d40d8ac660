/** A fresh install's figures are made up; the page says so (decision 088). */
export function DemoNote({ year }: { year: number }) {
  return (
    <div className="notice notice--warning" role="note">
      <p className="notice__title">Voorbeeldcijfers</p>
      <p>De resultaten van {year} zijn verzonnen: deze installatie is een demo.</p>
    </div>
  );
}
