import { useId, useState, type FormEvent } from 'react';

import { FormModal } from './form-modal.js';
import { TextField } from './text-field.js';

/**
 * A modal asking for one required name (a new folder, a rename, a new team): an empty name shows
 * `requiredMessage` under the field; otherwise `onSave` receives the trimmed name and answers the
 * errors to show under the field, if any (a 422's field errors). Typing clears the errors.
 */
export function NameModal({
  title,
  submitLabel,
  label,
  requiredMessage,
  busy,
  initialName = '',
  classNames = {},
  onSave,
  onClose,
}: {
  title: string;
  submitLabel: string;
  label: string;
  requiredMessage: string;
  busy: boolean;
  initialName?: string;
  classNames?: { form?: string; label?: string; input?: string; error?: string };
  onSave: (name: string) => Promise<readonly string[] | void>;
  onClose: () => void;
}) {
  const id = useId();
  const [name, setName] = useState(initialName);
  const [errors, setErrors] = useState<readonly string[]>([]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) {
      setErrors([requiredMessage]);
      return;
    }
    const refused = await onSave(trimmed);
    if (refused) setErrors(refused);
  };

  return (
    <FormModal
      title={title}
      submitLabel={submitLabel}
      busy={busy}
      formClassName={classNames.form}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <TextField
        id={`${id}-name`}
        label={label}
        errors={errors}
        labelClassName={classNames.label}
        inputClassName={classNames.input}
        errorClassName={classNames.error}
        value={name}
        maxLength={255}
        autoFocus
        onChange={(event) => {
          setName(event.target.value);
          setErrors([]);
        }}
      />
    </FormModal>
  );
}
