import { FormField } from './FormField';

type PersonField = 'name' | 'email' | 'phone';

/** What a form gives each of its inputs: value, change/blur handlers and registration. */
export type BindField = (field: PersonField) => Record<string, unknown>;

/** Name, e-mail and Indian mobile: the first three fields of the contact and career forms. */
export function PersonFields({
  bind,
  errors,
}: {
  bind: BindField;
  errors: Partial<Record<PersonField, string>>;
}) {
  return (
    <>
      <FormField label="Name" error={errors.name}>
        {(control) => <input {...control} {...bind('name')} type="text" autoComplete="name" required />}
      </FormField>
      <FormField label="Email" error={errors.email}>
        {(control) => <input {...control} {...bind('email')} type="email" autoComplete="email" required />}
      </FormField>
      <FormField label="Phone Number" error={errors.phone}>
        {(control) => (
          <input
            {...control}
            {...bind('phone')}
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            required
          />
        )}
      </FormField>
    </>
  );
}
