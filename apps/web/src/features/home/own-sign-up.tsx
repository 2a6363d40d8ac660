import { lazy, Suspense, useState } from 'react';

// Loaded on the click: nothing of the form is in the home chunks (first-load budget).
const SignUpScreen = lazy(() =>
  import('../reminder-signup/index.ts').then((entry) => ({ default: entry.SignUpScreen })),
);

/** 'Doe alvast mee' without an external sign-up page: our reminder sign-up, opened in place. */
export function OwnSignUp() {
  const [open, setOpen] = useState(false);
  if (!open) {
    return (
      <div className="button-row">
        <button type="button" className="button" onClick={() => setOpen(true)}>
          Doe alvast mee
        </button>
      </div>
    );
  }
  return (
    <section className="home-section" aria-labelledby="aanmelden-titel">
      <h2 id="aanmelden-titel" className="section-title">
        Doe alvast mee
      </h2>
      <Suspense fallback={<p role="status">Laden…</p>}>
        <SignUpScreen autoFocus />
      </Suspense>
    </section>
  );
}
