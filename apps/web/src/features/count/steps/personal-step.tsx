import { zodResolver } from '@hookform/resolvers/zod';
import { normalisePostalCode, personalStepSchema, setPhoneNumber } from '@tvt/domain';
import { useEffect, useRef } from 'react';
import { useForm, type FieldPath } from 'react-hook-form';
import {
  formValuesOf,
  personalStepValid,
  withFormValues,
  type PersonalFormValues,
} from './personal-form.ts';
import { PersonalFields } from './personal-fields.tsx';
import type { ServerProblem, StepProps } from './step-props.ts';
import { StepScreen } from './step-screen.tsx';
import { useAddressLookup } from './use-address-lookup.ts';

/** Spec 2 "personal-information" ('Jouw gegevens'), validated with the shared domain schema. */
export function PersonalStep({
  draft,
  update,
  go,
  config,
  problem,
}: StepProps & { problem: ServerProblem | undefined }) {
  const form = useForm<PersonalFormValues>({
    defaultValues: formValuesOf(draft.count),
    // The schema's input and output types differ (it normalises); the form keeps what was typed.
    resolver: zodResolver(personalStepSchema) as never,
    // Messages appear on 'Verder naar overzicht' and then follow the typing. Showing them on blur
    // would move the button away under a tap that blurs the last field.
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: false,
  });
  const { watch, setValue, setError, getValues } = form;
  const formRef = useRef<HTMLFormElement>(null);
  // Save after every change (spec 4): the typed values and whether the step may be left.
  useEffect(() => {
    const subscription = watch((values) => {
      const typed = values as PersonalFormValues;
      update((d) => ({
        ...d,
        count: withFormValues(d.count, typed),
        formValid: personalStepValid(typed),
      }));
    });
    return () => subscription.unsubscribe();
  }, [watch, update]);

  // A field the server refused is shown on its input.
  const shownProblem = useRef<ServerProblem>(undefined);
  useEffect(() => {
    if (
      problem?.step !== 'personal-information' ||
      problem.field === undefined ||
      shownProblem.current === problem
    )
      return;
    shownProblem.current = problem;
    setError(
      problem.field as FieldPath<PersonalFormValues>,
      { message: problem.message },
      { shouldFocus: true },
    );
  }, [problem, setError]);

  const postalCode = watch('location.postalCode');
  const streetNumber = watch('location.streetNumber');
  const addition = watch('location.streetNumberAddition');
  const lookup = useAddressLookup(config, postalCode, streetNumber, addition, (apply) => {
    update((d) => {
      const location = apply(d.count.location);
      setValue('location.street', location.street ?? '');
      setValue('location.city', location.city ?? '');
      return { ...d, count: { ...d.count, location } };
    });
  });

  const submit = form.handleSubmit(
    (output) => {
      update((d) => ({
        ...d,
        count: withFormValues(d.count, output),
        formValid: true,
        page: 'count-summary',
      }));
    },
    (errors) => {
      // The first invalid field in screen order (the schema lists e-mail before the address).
      const inputs = formRef.current?.querySelectorAll<HTMLInputElement>('input[name]') ?? [];
      const hasError = (name: string) => {
        const [group, key] = name.split('.') as ['userData' | 'location', string];
        return (errors[group] as Record<string, unknown> | undefined)?.[key] !== undefined;
      };
      [...inputs].find((input) => hasError(input.name))?.focus();
    },
  );

  return (
    <StepScreen step="personal-information" heading="Jouw gegevens" go={go}>
      <form
        ref={formRef}
        noValidate
        onSubmit={(e) => submit(e).catch((error: unknown) => console.error('personal step', error))}
      >
        <PersonalFields
          form={form}
          lookup={lookup}
          onPostalCode={(value) =>
            // Normalising changes the value under the change event, so the form's own
            // re-validation skips it; once messages are showing, validate here instead.
            setValue('location.postalCode', normalisePostalCode(value), {
              shouldValidate: form.formState.isSubmitted,
            })
          }
          onPhone={(value) => {
            const next = setPhoneNumber(getValues('userData'), value);
            setValue('userData.permissionToCall', next.permissionToCall ?? false);
          }}
        />
        <div className="step-actions">
          <button type="submit" className="button">
            Verder naar overzicht
          </button>
        </div>
      </form>
    </StepScreen>
  );
}
