/** Up, down and remove for one row of an ordered list; `what` names the row for screen readers. */
export function RowActions(props: {
  what: string;
  first: boolean;
  last: boolean;
  onMove: (by: number) => void;
  onRemove: () => void;
}) {
  const named = <span className="visually-hidden"> ({props.what})</span>;
  return (
    <div className="office-content__actions">
      <button
        type="button"
        className="button button--secondary"
        disabled={props.first}
        onClick={() => props.onMove(-1)}
      >
        Omhoog{named}
      </button>
      <button
        type="button"
        className="button button--secondary"
        disabled={props.last}
        onClick={() => props.onMove(1)}
      >
        Omlaag{named}
      </button>
      <button type="button" className="button button--secondary" onClick={props.onRemove}>
        Verwijderen{named}
      </button>
    </div>
  );
}
