/** The count's one rule, above the birds (spec 2 "first-count"); also in the drawn first frame. */
export function CountHint() {
  return (
    <p className="count-hint">
      Tel een half uur. Noteer per soort het hoogste aantal dat je tegelijk ziet, zo tel je geen
      vogel dubbel.
    </p>
  );
}
