import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { alertShown } from '../../../app/alerts.slice.js';
import { fieldErrorsOf } from '../../../app/base-query.js';
import { useAppDispatch } from '../../../app/hooks.js';
import { failureAlert } from '../../../app/failure-alert.js';
import { Button } from '../../../components/button.js';
import { Modal } from '../../../components/modal.js';
import {
  useIntegrationsCreateMutation,
  useIntegrationsUpdateMutation,
  type IntegrationRequest,
} from '../api/integrations-api.js';
import type { ConfigField, IntegrationConfig } from '../api/integration-types.js';
import { useConnectionTest } from '../hooks/use-connection-test.js';
import { useDisconnect } from '../hooks/use-disconnect.js';
import type { ToolWithState } from '../hooks/use-integrations.js';
import styles from './integrations.module.css';
import form from '../../../components/form.module.css';
import panel from '../../../components/panel.module.css';

/**
 * The configure modal (organization spec §4, §5 and §8): the tool's fields and a test. The test
 * needs every required field; it goes idle → testing → success or error, any edit sets it back to
 * idle, and saving is offered only after a successful test. Saving creates the integration or
 * updates the configured one; disconnecting removes it. Secrets the server does not send back
 * (the password) are typed again.
 */
export function ConfigureIntegrationModal({ row, onClose }: { row: ToolWithState; onClose: () => void }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const id = useId();
  const { tool, active } = row;
  const [values, setValues] = useState<IntegrationConfig>(() =>
    Object.fromEntries(
      tool.config_fields.map((field) => [
        field.name,
        field.type === 'password' ? '' : active ? (active.config[field.name] ?? '') : (field.default ?? ''),
      ]),
    ),
  );
  const [missing, setMissing] = useState<string[]>([]);
  const [saveErrors, setSaveErrors] = useState<Record<string, string[]>>({});
  const test = useConnectionTest();
  const [create, creating] = useIntegrationsCreateMutation();
  const [update, updating] = useIntegrationsUpdateMutation();
  const saving = creating.isLoading || updating.isLoading;
  const { disconnect, busy: disconnecting } = useDisconnect();

  // The catalogue's fields for this tool, as the server asks them (§3); it validates what it gets.
  const request = () => ({ type: tool.type, config: values }) as IntegrationRequest;

  const onChange = (name: string, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setMissing((current) => current.filter((item) => item !== name));
    setSaveErrors({});
    test.reset();
  };

  const onTest = () => {
    const empty = tool.config_fields
      .filter((field) => field.required && !values[field.name]?.trim())
      .map((f) => f.name);
    setMissing(empty);
    if (empty.length === 0) void test.run(request());
  };

  const onSave = async () => {
    const body = request();
    const result = await (active ? update({ body }) : create({ body }));
    if (!('error' in result)) {
      dispatch(
        alertShown({ kind: 'success', messageKey: 'integrations.alerts.saved', values: { name: tool.name } }),
      );
      onClose();
      return;
    }
    setSaveErrors(
      Object.fromEntries(
        Object.entries(fieldErrorsOf(result.error)).map(([key, messages]) => [
          key.replace(/^config\./, ''),
          messages,
        ]),
      ),
    );
    dispatch(failureAlert('integrations.alerts.saveFailed', result.error, t('alerts.generic')));
  };

  const onDisconnect = async () => {
    if (active && (await disconnect(active, tool.name))) onClose();
  };

  const errorsOf = (field: ConfigField): string[] => [
    ...(missing.includes(field.name) ? [t('validation.required', { field: field.label })] : []),
    ...(test.fieldErrors[field.name] ?? []),
    ...(saveErrors[field.name] ?? []),
  ];

  return (
    <Modal
      title={t('integrations.configure.title', { name: tool.name })}
      onClose={onClose}
      actions={
        <>
          {active && (
            <Button
              variant="secondary"
              className={styles.disconnect}
              disabled={disconnecting}
              onClick={() => void onDisconnect()}
            >
              {t('integrations.configure.disconnect')}
            </Button>
          )}
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button variant="secondary" disabled={test.state === 'testing'} onClick={onTest}>
            {test.state === 'testing'
              ? t('integrations.configure.testing')
              : t('integrations.configure.test')}
          </Button>
          <Button
            disabled={test.state !== 'success' || saving}
            aria-describedby={`${id}-test-state`}
            onClick={() => void onSave()}
          >
            {t('integrations.configure.save')}
          </Button>
        </>
      }
    >
      {tool.description && <p className={panel.lead}>{tool.description}</p>}
      <form className={form.form} noValidate onSubmit={(event) => event.preventDefault()}>
        {tool.config_fields.map((field) => {
          const errors = errorsOf(field);
          const inputId = `${id}-${field.name}`;
          return (
            <div key={field.name} className={styles.field}>
              <label htmlFor={inputId} className={form.label}>
                {field.label}
                {field.required && <span aria-hidden="true"> *</span>}
              </label>
              <input
                id={inputId}
                className={form.input}
                type={field.type}
                value={values[field.name] ?? ''}
                required={field.required}
                autoComplete={field.type === 'password' ? 'new-password' : 'off'}
                aria-invalid={errors.length > 0}
                aria-describedby={
                  [errors.length > 0 && `${inputId}-error`, field.hint && `${inputId}-hint`]
                    .filter(Boolean)
                    .join(' ') || undefined
                }
                onChange={(event) => onChange(field.name, event.target.value)}
              />
              {field.hint && (
                <p id={`${inputId}-hint`} className={form.hint}>
                  {field.hint}
                </p>
              )}
              {errors.length > 0 && (
                <p id={`${inputId}-error`} className={form.fieldError}>
                  {errors.join(' ')}
                </p>
              )}
            </div>
          );
        })}
      </form>
      <p id={`${id}-test-state`} role="status" className={`${styles.testState} ${styles[test.state]}`}>
        {t(`integrations.configure.state.${test.state}`)}
      </p>
    </Modal>
  );
}
