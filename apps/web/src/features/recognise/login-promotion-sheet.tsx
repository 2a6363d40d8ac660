import { Link } from 'react-router';
import { paths } from '#shared/paths/paths.ts';
import { useAuth } from '#shared/auth/use-auth.ts';
import { Sheet } from '#shared/ui/sheet.tsx';

interface LoginPromotionSheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The page to come back to after logging in (spec: `login=1` starts login from here). */
  returnTo: string;
}

/** Spec 2 "Recognise": what an account adds, with 'Account aanmaken' and 'Inloggen'. */
export function LoginPromotionSheet({ open, onOpenChange, returnTo }: LoginPromotionSheetProps) {
  const auth = useAuth();
  return (
    <Sheet open={open} onOpenChange={onOpenChange} title="Maak een account aan" side="bottom">
      <p>Met een account haal je meer uit de app:</p>
      <ul className="promotion-list">
        <li>automatisch vogels herkennen op je foto&apos;s;</li>
        <li>vogels herkennen met vier vragen;</li>
        <li>een persoonlijk logboek van je waarnemingen;</li>
        <li>je quizscore wordt bewaard.</li>
      </ul>
      {auth.blocked ? (
        <p>{auth.blocked}</p>
      ) : (
        <div className="button-row">
          {auth.available ? (
            <button type="button" className="button" onClick={() => void auth.register()}>
              Account aanmaken
            </button>
          ) : (
            <Link className="button" to={paths.moreAccount}>
              Account aanmaken
            </Link>
          )}
          <Link className="button button--secondary" to={`${returnTo}?login=1`}>
            Inloggen
          </Link>
        </div>
      )}
    </Sheet>
  );
}
