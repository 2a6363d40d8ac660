import { type Control, useController } from 'react-hook-form';
import type { OfficeTip } from '@tvt/contract/office';
import { Field } from '#shared/ui/field.tsx';
import type { TipValues } from './tip-values.ts';

/**
 * The tip's picture inside its form: the one shown now, a file to replace it, or back to the
 * bird's drawing. Uploaded with 'Publiceren', not by a button of its own.
 */
export function TipImageField(props: {
  id: string;
  tip: OfficeTip | undefined;
  control: Control<TipValues>;
}) {
  const { id, tip, control } = props;
  const { field } = useController({ control, name: 'image' });
  const own = Boolean(tip?.image);
  return (
    <Field
      id={id}
      label="Afbeelding"
      optional
      hint="Een foto of tekening als JPEG, PNG of WebP. Zonder eigen afbeelding toont de app de tekening van de gekozen vogel."
    >
      <div className="tip-image">
        {tip && (
          <figure className="tip-image__now">
            <img src={tip.imageUrl} alt="" width="160" height="128" />
            <figcaption>{own ? 'Eigen afbeelding' : 'Tekening van de vogel'}</figcaption>
          </figure>
        )}
        <div className="tip-image__choose">
          <input
            id={id}
            type="file"
            accept="image/jpeg,image/png,image/webp"
            aria-describedby={`${id}-hint`}
            onChange={(e) => field.onChange(e.target.files?.[0] ?? undefined)}
          />
          {own && (
            <label className="check">
              <input
                type="checkbox"
                checked={field.value === null}
                onChange={(e) => field.onChange(e.target.checked ? null : undefined)}
              />
              <span>Eigen afbeelding weghalen en de tekening van de vogel tonen</span>
            </label>
          )}
        </div>
      </div>
    </Field>
  );
}
