import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { alertShown } from '../../../app/alerts.slice.js';
import { errorMessageOf, fieldErrorsOf, statusOf } from '../../../app/base-query.js';
import { useAppDispatch } from '../../../app/hooks.js';
import { FormModal } from '../../../components/form-modal.js';
import { TextField } from '../../../components/text-field.js';
import {
  useContactsCreateMutation,
  useContactsUpdateMutation,
  type Contact,
  type ContactInput,
} from '../api/contacts-api.js';
import { maskPhone } from '../utils/mask-phone.js';

type Field = 'name' | 'email' | 'phone';
type FieldErrors = Partial<Record<Field, string[]>>;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Creates a contact or edits one (workspace spec §5): name and a valid e-mail are required, the
 * phone is optional; values are trimmed. A new contact's phone is typed into the mask; an edited
 * one may be any international number, which the server checks (its refusal shows under the field).
 */
export function ContactFormModal({ contact, onClose }: { contact?: Contact; onClose: () => void }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const id = useId();
  const [name, setName] = useState(contact?.name ?? '');
  const [email, setEmail] = useState(contact?.email ?? '');
  const [phone, setPhone] = useState(contact?.phone ?? '');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [create, creation] = useContactsCreateMutation();
  const [update, updating] = useContactsUpdateMutation();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const input: ContactInput = { name: name.trim(), email: email.trim() };
    if (phone.trim()) input.phone = phone.trim();
    const found: FieldErrors = {};
    if (!input.name) found.name = [t('validation.required', { field: t('contacts.form.name') })];
    if (!input.email) found.email = [t('validation.required', { field: t('contacts.form.email') })];
    else if (!EMAIL_PATTERN.test(input.email)) found.email = [t('contacts.form.invalidEmail')];
    setErrors(found);
    if (found.name || found.email) return;
    const result = contact ? await update({ id: contact.id, body: input }) : await create({ body: input });
    if ('data' in result) {
      dispatch(
        alertShown({
          kind: 'success',
          messageKey: contact ? 'contacts.alerts.updated' : 'contacts.alerts.created',
        }),
      );
      onClose();
      return;
    }
    if (statusOf(result.error) === 422) {
      const fields = fieldErrorsOf(result.error);
      // Spec §8: an edit the server refuses without naming a field shows its message under the phone.
      const message = errorMessageOf(result.error);
      const unplaced = !fields.name && !fields.email && !fields.phone && message;
      setErrors({ name: fields.name, email: fields.email, phone: unplaced ? [message] : fields.phone });
    }
  };

  const field = (
    key: Field,
    label: string,
    value: string,
    onChange: (value: string) => void,
    extra: { type?: string; inputMode?: 'email' | 'tel'; placeholder?: string } = {},
  ) => (
    <TextField
      id={`${id}-${key}`}
      label={label}
      errors={errors[key]}
      value={value}
      type={extra.type ?? 'text'}
      inputMode={extra.inputMode}
      placeholder={extra.placeholder}
      maxLength={255}
      autoFocus={key === 'name'}
      onChange={(event) => {
        onChange(event.target.value);
        setErrors((current) => ({ ...current, [key]: undefined }));
      }}
    />
  );

  return (
    <FormModal
      title={contact ? t('contacts.form.editTitle') : t('contacts.form.createTitle')}
      submitLabel={contact ? t('contacts.form.save') : t('contacts.form.create')}
      busy={creation.isLoading || updating.isLoading}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      {field('name', t('contacts.form.name'), name, setName)}
      {field('email', t('contacts.form.email'), email, setEmail, { type: 'email', inputMode: 'email' })}
      {field(
        'phone',
        t('contacts.form.phone'),
        phone,
        (value) => setPhone(contact ? value : maskPhone(value)),
        { type: 'tel', inputMode: 'tel', placeholder: contact ? undefined : '+55 11 9 8765-4321' },
      )}
    </FormModal>
  );
}
