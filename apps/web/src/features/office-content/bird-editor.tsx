import { useEffect, useRef } from 'react';
import { useOfficeBird } from './api/bird.ts';
import { BirdForm } from './bird-form.tsx';
import { BirdMediaFields } from './bird-media-fields.tsx';
import type { BirdOption } from './similar-birds-field.tsx';
import './office-birds.css';

interface BirdEditorProps {
  id: string;
  birds: readonly BirdOption[];
  /** Chosen in the list just now: bring the editor into view and move the focus to it. */
  bringIntoView: boolean;
}

/** One species: every field, then its files with their credits. */
export function BirdEditor({ id, birds, bringIntoView }: BirdEditorProps) {
  const bird = useOfficeBird(id);
  const heading = useRef<HTMLHeadingElement>(null);
  const loaded = bird.isSuccess;
  // On a tablet the editor sits below the list, off screen: go to it (WCAG 2.4.3, focus order).
  useEffect(() => {
    if (!loaded || !bringIntoView) return;
    heading.current?.focus({ preventScroll: true });
    heading.current?.scrollIntoView({ block: 'start' });
  }, [loaded, bringIntoView]);
  if (bird.isPending) return <p aria-busy="true">Vogel laden…</p>;
  if (bird.isError)
    return <p className="notice notice--error">Deze vogel kon niet worden geladen.</p>;
  return (
    <section className="office-content__editor bird-editor" aria-labelledby="vogel-kop">
      <header className="bird-editor__header">
        <h2 id="vogel-kop" ref={heading} tabIndex={-1}>
          {bird.data.name}
        </h2>
        <p className="bird-editor__scientific" lang="la">
          {bird.data.scientificName}
        </p>
        <p className="field__hint">Nummer op het telformulier: {bird.data.tvtbirdid}</p>
      </header>
      <BirdForm bird={bird.data} birds={birds} />
      <BirdMediaFields bird={bird.data} />
    </section>
  );
}
