/** Shown instead of the options while recognising is switched off (`features.recognitionBlocked`). */
export function ComingSoon() {
  return (
    <div className="coming-soon" role="status">
      <h2>Binnenkort beschikbaar</h2>
      <p>
        Vogels herkennen via een foto of via vragen kan binnenkort. Kijk tot die tijd in de
        vogelgids.
      </p>
    </div>
  );
}
