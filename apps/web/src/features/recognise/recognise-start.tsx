import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { paths } from '#shared/paths/paths.ts';
import { useAuthStatus } from '#shared/auth/auth-store.ts';
import { useConfig } from '#shared/config/config-query.ts';
import { usePickPhotoThenOpen } from '../photo-recognition/index.ts';
import { Sheet } from '#shared/ui/sheet.tsx';
import { ComingSoon } from './coming-soon.tsx';
import { LoginPromotionSheet } from './login-promotion-sheet.tsx';
import '#shared/ui/ui.css';
import './recognise.css';

/**
 * /herkennen: 'Via foto' and 'Via vragen', the explanation sheet, and the two flagged extras
 * (runtime config `features.recognitionBlocked` and `features.loginRequired`). The promotion
 * sheet waits for the login state and shows only to a visitor who is not logged in.
 */
export function RecogniseStart() {
  const config = useConfig();
  const auth = useAuthStatus();
  const { pathname } = useLocation();
  const [explanationOpen, setExplanationOpen] = useState(false);
  const [promotionOpen, setPromotionOpen] = useState(true);
  const photoPick = usePickPhotoThenOpen();
  if (config?.features.recognitionBlocked) return <ComingSoon />;

  return (
    <>
      <p className="recognise__intro">Welke vogel zie je? Kies hoe je hem wilt herkennen.</p>
      <ul className="recognise-options">
        <li>
          <Link className="recognise-option" to={paths.recognisePhoto} onClick={photoPick.onClick}>
            <CameraGlyph />
            <span className="recognise-option__title">Via foto</span>
            <span className="recognise-option__text">Maak of kies een foto van de vogel.</span>
          </Link>
          {photoPick.picker}
        </li>
        <li>
          <Link className="recognise-option" to={paths.recogniseQuestions}>
            <QuestionsGlyph />
            <span className="recognise-option__title">Via vragen</span>
            <span className="recognise-option__text">
              Beantwoord vier vragen over grootte, kleur, silhouet en snavel.
            </span>
          </Link>
        </li>
      </ul>
      <button type="button" className="link-button" onClick={() => setExplanationOpen(true)}>
        Hoe werkt het?
      </button>
      <Sheet
        open={explanationOpen}
        onOpenChange={setExplanationOpen}
        title="Hoe werkt herkennen?"
        side="bottom"
      >
        <h3 className="recognise__sheet-heading">Via foto</h3>
        <p>
          Kies een foto van de vogel en snijd hem bij, zodat de vogel goed in beeld is. De app zoekt
          de vogel op de foto, scheidt hem van de achtergrond en vergelijkt zijn kleuren, waar die
          zitten en zijn vorm met de tekeningen van alle soorten. Je ziet de soorten die er het
          meest op lijken, de beste eerst. Dat is een hint, geen zekere herkenning: lijkt hij op
          geen soort duidelijk, dan zegt de app dat. Met de vragen, waarin de kleuren van de foto al
          gekozen zijn, vind je de soort.
        </p>
        <h3 className="recognise__sheet-heading">Via vragen</h3>
        <p>
          Beantwoord vier vragen: hoe groot is de vogel, welke kleuren heeft hij, welk silhouet en
          welke snavel. Na elke vraag zie je de soorten die het best bij je antwoorden passen, de
          beste bovenaan. Open een soort om zeker te weten of het de goede is.
        </p>
      </Sheet>
      {config?.features.loginRequired && auth === 'anonymous' && (
        <LoginPromotionSheet
          open={promotionOpen}
          onOpenChange={setPromotionOpen}
          returnTo={pathname}
        />
      )}
    </>
  );
}

const glyph = {
  width: 40,
  height: 40,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.6,
  'aria-hidden': true,
} as const;
const CameraGlyph = () => (
  <svg {...glyph}>
    <path d="M4 8h3l2-3h6l2 3h3v11H4z" strokeLinejoin="round" />
    <circle cx="12" cy="13" r="3.5" />
  </svg>
);
const QuestionsGlyph = () => (
  <svg {...glyph}>
    <circle cx="12" cy="12" r="9" />
    <path d="M9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.7.3-1 .9-1 1.7v.5" strokeLinecap="round" />
    <circle cx="12" cy="17" r=".6" fill="currentColor" />
  </svg>
);
