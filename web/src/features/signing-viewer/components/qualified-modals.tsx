import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '../../../components/button.js';
import { ConfirmActions, ConfirmModal } from '../../../components/confirm-modal.js';
import { Modal } from '../../../components/modal.js';
import { detectOs, pluginDownloadLink } from '../../../lib/signer-plugin/download-link.js';
import type { PluginSigningState } from '../hooks/use-plugin-signing.js';
import { isValidCpfOrCnpj, maskCpfCnpj } from '../../../lib/is-valid-cpf.js';
import styles from './signing-viewer.module.css';
import { ViewerField } from './viewer-field.js';

/** Spec §5: a one-time password has at least 6 characters. */
export const OTP_MIN_LENGTH = 6;
/** Spec §4: the plugin's authorise frame is 560 px high. */
export const AUTHORISE_FRAME_HEIGHT = 560;

/** Desktop qualified signers choose where their certificate is (spec §4, step 2). */
export function QualifiedChoiceModal({
  onCloud,
  onPlugin,
  onClose,
}: {
  onCloud: () => void;
  onPlugin: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      title={t('signingViewer.qualified.choiceTitle')}
      onClose={onClose}
      actions={
        <Button variant="secondary" onClick={onClose}>
          {t('common.cancel')}
        </Button>
      }
    >
      <p>{t('signingViewer.qualified.choiceText')}</p>
      <div className={styles.choiceList}>
        <Button block onClick={onCloud}>
          {t('signingViewer.qualified.cloud')}
        </Button>
        <p className={styles.muted}>{t('signingViewer.qualified.cloudHint')}</p>
        <Button block variant="secondary" onClick={onPlugin}>
          {t('signingViewer.qualified.plugin')}
        </Button>
        <p className={styles.muted}>{t('signingViewer.qualified.pluginHint')}</p>
      </div>
    </Modal>
  );
}

/**
 * The cloud certificate (spec §4): CPF or CNPJ (masked, check digits verified) and the one-time
 * password (6 characters or more). Wrong credentials come back as the server's message, shown here;
 * field errors go under their fields.
 */
export function CloudCertificateModal({
  busy,
  credentialsError,
  fieldErrors,
  onSubmit,
  onClose,
}: {
  busy: boolean;
  credentialsError: string | null;
  fieldErrors: Record<string, string[]>;
  onSubmit: (cpfCnpj: string, otp: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [document, setDocument] = useState('');
  const [otp, setOtp] = useState('');
  const [touched, setTouched] = useState({ document: false, otp: false });
  const documentProblem = !document.trim()
    ? t('signingViewer.qualified.documentRequired')
    : !isValidCpfOrCnpj(document)
      ? t('signingViewer.qualified.documentInvalid')
      : null;
  const otpProblem =
    otp.trim().length < OTP_MIN_LENGTH
      ? t('signingViewer.qualified.otpTooShort', { min: OTP_MIN_LENGTH })
      : null;
  const documentShown =
    (touched.document || document.length > 0 ? documentProblem : null) ?? fieldErrors.cpf_cnpj?.[0];
  const otpShown = (touched.otp ? otpProblem : null) ?? fieldErrors.otp?.[0];
  const invalid = Boolean(documentProblem || otpProblem);
  const send = () => {
    setTouched({ document: true, otp: true });
    if (!invalid) onSubmit(document.replace(/\D/g, ''), otp.trim());
  };
  return (
    <ConfirmModal
      title={t('signingViewer.qualified.cloudTitle')}
      confirmLabel={t('signingViewer.qualified.cloudConfirm')}
      busy={busy || invalid}
      onConfirm={send}
      onClose={onClose}
    >
      <p>{t('signingViewer.qualified.cloudText')}</p>
      <ViewerField
        id={`${id}-document`}
        label={t('signingViewer.qualified.document')}
        problem={documentShown}
        inputMode="numeric"
        autoComplete="off"
        placeholder="000.000.000-00"
        value={document}
        aria-invalid={Boolean(documentShown)}
        onBlur={() => setTouched((seen) => ({ ...seen, document: true }))}
        onChange={(event) => setDocument(maskCpfCnpj(event.target.value))}
      />
      <ViewerField
        id={`${id}-otp`}
        label={t('signingViewer.qualified.otp')}
        problem={otpShown}
        autoComplete="one-time-code"
        value={otp}
        aria-invalid={Boolean(otpShown)}
        onBlur={() => setTouched((seen) => ({ ...seen, otp: true }))}
        onChange={(event) => setOtp(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') send();
        }}
      />
      {credentialsError && (
        <p role="alert" className={styles.error} data-testid="credentials-error">
          {credentialsError}
        </p>
      )}
    </ConfirmModal>
  );
}

/** Spec §8: the plugin is not running; its installer for this computer's system is offered. */
export function PluginDownloadModal({ onRetry, onClose }: { onRetry: () => void; onClose: () => void }) {
  const { t } = useTranslation();
  const os = detectOs();
  return (
    <ConfirmModal
      title={t('signingViewer.plugin.downloadTitle')}
      confirmLabel={t('signingViewer.plugin.retry')}
      cancelLabel={t('common.close')}
      onConfirm={onRetry}
      onClose={onClose}
    >
      <p>{t('signingViewer.plugin.downloadText')}</p>
      <p>
        <a className={styles.linkButton} href={pluginDownloadLink(os)} download>
          {t(`signingViewer.plugin.downloadFor.${os}`)}
        </a>
      </p>
    </ConfirmModal>
  );
}

/** The plugin flow's steps: connecting, the authorise frame, certificate and PIN, signing. */
export function PluginSigningModal({
  state,
  onSign,
  onClose,
}: {
  state: Exclude<PluginSigningState, { step: 'idle' } | { step: 'notRunning' }>;
  onSign: (certificateId: string, pin: string) => void;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const [chosen, setChosen] = useState<string | null>(null);
  const [pin, setPin] = useState('');
  const title = t('signingViewer.plugin.title');

  if (state.step === 'connecting' || state.step === 'signing') {
    return (
      <Modal title={title} onClose={onClose} dismissable={state.step === 'connecting'}>
        <p role="status">{t(`signingViewer.plugin.${state.step}`)}</p>
      </Modal>
    );
  }
  if (state.step === 'authorising') {
    return (
      <Modal title={title} onClose={onClose} size="large">
        <p role="status">{t('signingViewer.plugin.authorising')}</p>
        {state.frameVisible && (
          <iframe
            title={t('signingViewer.plugin.authoriseFrame')}
            src={state.url}
            height={AUTHORISE_FRAME_HEIGHT}
            className={styles.authoriseFrame}
          />
        )}
      </Modal>
    );
  }
  const certificateId = chosen ?? (state.certificates.length === 1 ? state.certificates[0]!.Id : null);
  const ready = certificateId !== null && pin !== '' && !state.busy;
  const sign = () => {
    if (ready) onSign(certificateId, pin);
  };
  return (
    <Modal
      title={title}
      onClose={onClose}
      actions={
        <ConfirmActions
          confirmLabel={t('signingViewer.plugin.sign')}
          busy={!ready}
          onConfirm={sign}
          onClose={onClose}
        />
      }
    >
      {state.certificates.length === 0 ? (
        <p role="alert" className={styles.error}>
          {t('signingViewer.plugin.noCertificates')}
        </p>
      ) : (
        <fieldset className={styles.certificateList}>
          <legend className={styles.label}>{t('signingViewer.plugin.chooseCertificate')}</legend>
          {state.certificates.map((certificate) => (
            <label key={certificate.Id} className={styles.certificateOption}>
              <input
                type="radio"
                name={`${id}-certificate`}
                value={certificate.Id}
                checked={certificateId === certificate.Id}
                onChange={() => setChosen(certificate.Id)}
              />
              <span>
                <strong>{certificate.CommonName}</strong>
                <span className={styles.muted}>
                  {' '}
                  {certificate.Email} ·{' '}
                  {t('signingViewer.plugin.validUntil', {
                    date: new Date(certificate.NotAfter).toLocaleDateString(i18n.language),
                  })}
                </span>
              </span>
            </label>
          ))}
        </fieldset>
      )}
      <ViewerField
        id={`${id}-pin`}
        label={t('signingViewer.plugin.pin')}
        problem={state.pinError && t('signingViewer.plugin.wrongPin')}
        type="password"
        autoComplete="off"
        value={pin}
        onChange={(event) => setPin(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') sign();
        }}
      />
    </Modal>
  );
}
