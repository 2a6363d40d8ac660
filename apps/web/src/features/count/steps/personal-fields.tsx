import { NAME_MAX_LENGTH, PHONE_INPUT_MAX_LENGTH, POSTAL_CODE_MAX_LENGTH } from '@tvt/domain';
import type { InputHTMLAttributes } from 'react';
import type { FieldPath, UseFormReturn } from 'react-hook-form';
import { Field, fieldIds } from '#shared/ui/field.tsx';
import type { PersonalFormValues } from './personal-form.ts';
import { LOOKUP_MESSAGES, type LookupState } from './use-address-lookup.ts';

type Form = UseFormReturn<PersonalFormValues>;
type Name = FieldPath<PersonalFormValues>;

function errorOf(form: Form, name: Name): string | undefined {
  const [group, key] = name.split('.') as ['userData' | 'location', string];
  const message = (
    form.formState.errors[group] as Record<string, { message?: string }> | undefined
  )?.[key]?.message;
  return typeof message === 'string' ? message : undefined;
}

interface TextFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'name' | 'id' | 'onChange' | 'form'
> {
  form: Form;
  name: Name;
  label: string;
  optional?: boolean;
  hint?: string;
  warning?: string | undefined;
  onValue?: (value: string) => void;
}

function TextField({
  form,
  name,
  label,
  optional,
  hint,
  warning,
  onValue,
  ...input
}: TextFieldProps) {
  const id = name.replace('.', '-');
  const error = errorOf(form, name);
  const { describedBy } = fieldIds(id, hint !== undefined, error !== undefined);
  const registered = form.register(
    name,
    onValue ? { onChange: (e: { target: { value: string } }) => onValue(e.target.value) } : {},
  );
  return (
    <Field
      id={id}
      label={label}
      hint={hint}
      error={error}
      warning={warning}
      optional={optional ?? false}
    >
      <input
        id={id}
        // Stated, and overridden by a field that has its own (email, tel): checkers match the
        // autocomplete token against it (HTML_CodeSniffer's H98).
        type="text"
        className="input"
        aria-invalid={error !== undefined || undefined}
        aria-describedby={describedBy}
        {...input}
        {...registered}
      />
    </Field>
  );
}

interface PersonalFieldsProps {
  form: Form;
  lookup: LookupState;
  onPostalCode: (value: string) => void;
  onPhone: (value: string) => void;
}

/** Every field of spec 2 "personal-information", in the spec's order. */
export function PersonalFields({ form, lookup, onPostalCode, onPhone }: PersonalFieldsProps) {
  const phone = form.watch('userData.phoneNumber');
  return (
    <>
      <fieldset className="form-group">
        <legend className="count-subheading">Naam</legend>
        <TextField
          form={form}
          name="userData.firstName"
          label="Voornaam"
          autoComplete="given-name"
          maxLength={NAME_MAX_LENGTH}
        />
        <TextField
          form={form}
          name="userData.lastNamePrefix"
          label="Tussenvoegsel"
          optional
          autoComplete="additional-name"
          maxLength={NAME_MAX_LENGTH}
        />
        <TextField
          form={form}
          name="userData.lastName"
          label="Achternaam"
          autoComplete="family-name"
          maxLength={NAME_MAX_LENGTH}
        />
      </fieldset>
      <fieldset className="form-group">
        <legend className="count-subheading">Adres</legend>
        <div className="form-row">
          <TextField
            form={form}
            name="location.postalCode"
            label="Postcode"
            autoComplete="postal-code"
            maxLength={POSTAL_CODE_MAX_LENGTH}
            onValue={onPostalCode}
          />
          <TextField
            form={form}
            name="location.streetNumber"
            label="Huisnummer"
            inputMode="numeric"
            maxLength={200}
          />
          <TextField
            form={form}
            name="location.streetNumberAddition"
            label="Toevoeging"
            optional
            maxLength={200}
          />
        </div>
        {lookup === 'busy' && (
          <p className="field__hint" role="status">
            Adres opzoeken…
          </p>
        )}
        {LOOKUP_MESSAGES[lookup] && (
          <p className="notice notice--warning" role="status">
            {LOOKUP_MESSAGES[lookup]}
          </p>
        )}
        <TextField
          form={form}
          name="location.street"
          label="Straat"
          readOnly
          className="input input--readonly"
          hint="Wordt ingevuld bij postcode en huisnummer."
        />
        <TextField
          form={form}
          name="location.city"
          label="Plaats"
          readOnly
          className="input input--readonly"
        />
      </fieldset>
      <fieldset className="form-group">
        <legend className="count-subheading">Contact</legend>
        <TextField
          form={form}
          name="userData.emailAddress"
          label="E-mailadres"
          type="email"
          autoComplete="email"
          inputMode="email"
        />
        <label className="check">
          <input type="checkbox" {...form.register('userData.newsLetter')} />
          <span>Ja, ik ontvang graag de nieuwsbrief met nieuws over tuinvogels en de telling.</span>
        </label>
        <TextField
          form={form}
          name="userData.phoneNumber"
          label="Telefoonnummer"
          optional
          type="tel"
          autoComplete="tel"
          maxLength={PHONE_INPUT_MAX_LENGTH}
          onValue={onPhone}
        />
        {phone.trim() !== '' && (
          <label className="check">
            <input type="checkbox" {...form.register('userData.permissionToCall')} />
            <span>Je mag me bellen over mijn telling.</span>
          </label>
        )}
      </fieldset>
      <p className="privacy-note">
        We gebruiken je gegevens alleen voor de Tuinvogeltelling: om je telling te controleren en,
        als je dat wilt, om je de nieuwsbrief te sturen. Je naam, adres, e-mailadres en
        telefoonnummer worden nooit openbaar gemaakt.
      </p>
    </>
  );
}
