import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { errorMessageOf, fieldErrorsOf, statusOf } from '../../../app/base-query.js';
import { useBirdIdOpenMutation, type QualifiedProof } from '../api/signing-viewer-api.js';
import { chooseCloudCertificate } from '../utils/cloud-certificate-choice.js';
import { usePluginSigning } from './use-plugin-signing.js';

/**
 * A qualified signer's certificate (spec §4, step 2): the choice between a cloud certificate and
 * the local plugin (a phone goes straight to the cloud), the cloud credentials, and the plugin flow.
 */
export function useQualifiedSigning({
  token,
  runAct,
  fail,
}: {
  token: string;
  runAct: (proof: QualifiedProof) => Promise<boolean>;
  fail: (message?: string | null) => void;
}) {
  const { t } = useTranslation();
  const [step, setStep] = useState<'choice' | 'cloud' | null>(null);
  const [credentialsError, setCredentialsError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string[]>>({});
  const [openCloudSession, openingCloudSession] = useBirdIdOpenMutation();
  const onPluginFailure = useCallback(() => fail(), [fail]);
  const plugin = usePluginSigning({ token, submit: runAct, onFailure: onPluginFailure });

  const openCloud = () => {
    setCredentialsError(null);
    setFieldErrors({});
    setStep('cloud');
  };
  const start = (isMobile: boolean) => {
    if (isMobile) openCloud();
    else setStep('choice');
  };
  const startPlugin = () => {
    setStep(null);
    void plugin.start();
  };
  const signWithCloud = async (cpfCnpj: string, otp: string) => {
    setCredentialsError(null);
    setFieldErrors({});
    const result = await openCloudSession({ body: { cpf_cnpj: cpfCnpj, otp } });
    if ('error' in result) {
      // Spec §8: wrong credentials show the server's message in the modal; field errors go under
      // their fields; anything else closes it for the failure modal.
      if (statusOf(result.error) === 422) {
        const fields = fieldErrorsOf(result.error);
        if (Object.keys(fields).length > 0) setFieldErrors(fields);
        else setCredentialsError(errorMessageOf(result.error) ?? t('alerts.generic'));
        return;
      }
      setStep(null);
      fail();
      return;
    }
    setStep(null);
    const choice = chooseCloudCertificate(result.data.certificates);
    if (choice.kind !== 'chosen') {
      fail(
        `${t('signingViewer.qualified.failurePrefix')} ${t(`signingViewer.qualified.failures.${choice.kind}`)}`,
      );
      return;
    }
    await runAct({
      certificates: [{ alias: choice.certificate.alias, access_token: result.data.access_token }],
    });
  };

  return {
    step,
    close: () => setStep(null),
    start,
    openCloud,
    startPlugin,
    signWithCloud,
    credentialsError,
    fieldErrors,
    openingCloudSession: openingCloudSession.isLoading,
    plugin,
  };
}
