import '#shared/ui/ui.css';

/** Says that a fresh install's figures are made up (decision 088). */
export function DemoNotice({ year }: { year: number }) {
  return (
    <div className="notice notice--warning" role="note">
      <p className="notice__title">Voorbeeldcijfers</p>
      <p>
        De cijfers van {year} zijn verzonnen: deze installatie is een demo en heeft nog geen echte
        tellingen van dat jaar.
      </p>
    </div>
  );
}
