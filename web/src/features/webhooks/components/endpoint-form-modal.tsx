import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { alertShown } from '../../../app/alerts.slice.js';
import { fieldErrorsOf, statusOf } from '../../../app/base-query.js';
import { useAppDispatch } from '../../../app/hooks.js';
import { FormModal } from '../../../components/form-modal.js';
import { TextField } from '../../../components/text-field.js';
import {
  createBody,
  updateBody,
  useWebhooksCreateMutation,
  useWebhooksEventTypesQuery,
  useWebhooksUpdateMutation,
  type WebhookEndpoint,
  type WebhookEndpointWithSecret,
} from '../api/webhooks-api.js';
import { eventTypeKey } from '../utils/event-type-key.js';
import styles from './webhooks.module.css';
import form from '../../../components/form.module.css';

type Field = 'url' | 'description' | 'event_types';

const NO_EVENT_TYPES: string[] = [];

/**
 * Registers an endpoint or changes one: its address, a description, the events it receives and
 * whether it is on. The address must pass the server's outbound guard (public http(s) only); its
 * refusal shows under the field. A new endpoint's signing secret is handed to `onCreated`.
 */
export function EndpointFormModal({
  endpoint,
  onCreated,
  onClose,
}: {
  endpoint?: WebhookEndpoint;
  onCreated: (created: WebhookEndpointWithSecret) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const id = useId();
  const eventTypes = useWebhooksEventTypesQuery({}).data?.data ?? NO_EVENT_TYPES;
  const [url, setUrl] = useState(endpoint?.url ?? '');
  const [description, setDescription] = useState(endpoint?.description ?? '');
  const [events, setEvents] = useState<string[]>(endpoint?.event_types ?? []);
  const [enabled, setEnabled] = useState(endpoint?.enabled ?? true);
  const [errors, setErrors] = useState<Partial<Record<Field, string[]>>>({});
  const [create, creation] = useWebhooksCreateMutation();
  const [update, updating] = useWebhooksUpdateMutation();

  const toggle = (type: string, on: boolean) => {
    setEvents((current) => (on ? [...current, type] : current.filter((item) => item !== type)));
    setErrors((current) => ({ ...current, event_types: undefined }));
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Partial<Record<Field, string[]>> = {};
    if (!url.trim()) found.url = [t('validation.required', { field: t('webhooks.form.url') })];
    else if (!/^https?:\/\/\S+$/i.test(url.trim())) found.url = [t('validation.invalidUrl')];
    if (events.length === 0) found.event_types = [t('webhooks.form.eventsRequired')];
    setErrors(found);
    if (found.url || found.event_types) return;
    const input = { url: url.trim(), description: description.trim(), event_types: events, enabled };
    const result = endpoint
      ? await update({ id: endpoint.id, body: updateBody(input) })
      : await create({ body: createBody(input) });
    if ('data' in result && result.data) {
      dispatch(
        alertShown({
          kind: 'success',
          messageKey: endpoint ? 'webhooks.alerts.updated' : 'webhooks.alerts.created',
        }),
      );
      const created = result.data as Partial<WebhookEndpointWithSecret>;
      if (!endpoint && typeof created.secret === 'string') onCreated(created as WebhookEndpointWithSecret);
      else onClose();
      return;
    }
    if (statusOf(result.error) === 422) {
      const fields = fieldErrorsOf(result.error);
      setErrors({
        url: fields.url,
        description: fields.description,
        event_types: Object.entries(fields)
          .filter(([key]) => key.startsWith('event_types'))
          .flatMap(([, messages]) => messages),
      });
      return;
    }
    dispatch(alertShown({ kind: 'danger', messageKey: 'alerts.generic' }));
  };

  const errorOf = (field: Field) =>
    errors[field]?.length ? (
      <p id={`${id}-${field}-error`} className={form.fieldError} role="alert">
        {errors[field]!.join(' ')}
      </p>
    ) : null;
  const describedBy = (field: Field) => (errors[field]?.length ? `${id}-${field}-error` : undefined);

  return (
    <FormModal
      title={endpoint ? t('webhooks.form.editTitle') : t('webhooks.form.createTitle')}
      submitLabel={endpoint ? t('webhooks.form.save') : t('webhooks.form.create')}
      busy={creation.isLoading || updating.isLoading}
      size="large"
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <TextField
        id={`${id}-url`}
        label={t('webhooks.form.url')}
        errors={errors.url}
        hint={t('webhooks.form.urlHint')}
        value={url}
        inputMode="url"
        placeholder="https://example.com/webhooks/rubrica"
        maxLength={2048}
        autoFocus
        onChange={(event) => {
          setUrl(event.target.value);
          setErrors((current) => ({ ...current, url: undefined }));
        }}
      />
      <TextField
        id={`${id}-description`}
        label={t('webhooks.form.description')}
        errors={errors.description}
        value={description}
        maxLength={200}
        onChange={(event) => setDescription(event.target.value)}
      />
      <fieldset className={styles.events} aria-describedby={describedBy('event_types')}>
        <legend className={form.label}>{t('webhooks.form.events')}</legend>
        <label className={form.check}>
          <input
            type="checkbox"
            checked={eventTypes.length > 0 && events.length === eventTypes.length}
            onChange={(event) => {
              setEvents(event.target.checked ? [...eventTypes] : []);
              setErrors((current) => ({ ...current, event_types: undefined }));
            }}
          />
          {t('webhooks.form.allEvents')}
        </label>
        <div className={styles.eventGrid}>
          {eventTypes.map((type) => (
            <label key={type} className={form.check}>
              <input
                type="checkbox"
                checked={events.includes(type)}
                onChange={(event) => toggle(type, event.target.checked)}
              />
              <span>
                {t(eventTypeKey(type), { defaultValue: type })}
                <code className={styles.eventCode}>{type}</code>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      {errorOf('event_types')}
      <label className={form.check}>
        <input type="checkbox" checked={enabled} onChange={(event) => setEnabled(event.target.checked)} />
        {t('webhooks.form.enabled')}
      </label>
    </FormModal>
  );
}
