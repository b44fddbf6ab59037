import { useCallback, useEffect, useMemo, useRef, useState } from 'react';

import { pluginAppStore } from '../../../lib/signer-plugin/plugin-app-store.js';
import {
  isAwaitingAuthorisation,
  isUnknownApp,
  isWrongPin,
  SignerPluginClient,
  type PluginApp,
  type PluginCertificate,
} from '../../../lib/signer-plugin/signer-plugin-client.js';
import { stripArmour } from '../../../lib/signer-plugin/strip-armour.js';
import {
  useLazyPublicLicenseQuery,
  usePublicGenerateSignableHashesMutation,
  usePublicResetMutation,
  type QualifiedProof,
} from '../api/signing-viewer-api.js';
import { currentPosition } from '../utils/current-position.js';

/** Spec §4: the authorise frame appears after 500 ms; spec §9: login is polled every 2000 ms. */
export const AUTHORISE_FRAME_DELAY_MS = 500;
export const PLUGIN_LOGIN_POLL_MS = 2000;
/** The name the app registers under at the plugin (shown on its authorisation page). */
const APP_NAME = 'Rubrica';

export type PluginSigningState =
  | { step: 'idle' }
  | { step: 'connecting' }
  | { step: 'notRunning' }
  | { step: 'authorising'; url: string; frameVisible: boolean }
  | { step: 'choosing'; certificates: PluginCertificate[]; busy: boolean; pinError: boolean }
  | { step: 'signing' };

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The local plugin flow (spec §4, "Local plugin flow"): is the plugin running; authorise this app
 * once (remembered locally) through the plugin's frame, polling login until it is allowed; list the
 * certificates; the chosen one's PIN and PEM; the signable hashes; each one signed RAW; the proof
 * submitted. Any failure resets the recipient's processing state and reports it.
 */
export function usePluginSigning({
  token,
  submit,
  onFailure,
}: {
  token: string;
  /** Acts with the proof; false when the action call failed. */
  submit: (proof: QualifiedProof) => Promise<boolean>;
  onFailure: () => void;
}) {
  const client = useMemo(() => new SignerPluginClient(), []);
  const [state, setState] = useState<PluginSigningState>({ step: 'idle' });
  const [getLicense] = useLazyPublicLicenseQuery();
  const [generateSignableHashes] = usePublicGenerateSignableHashesMutation();
  const [resetProcessing] = usePublicResetMutation();
  // Each run has a number; closing the modal or starting again makes older runs stop quietly.
  const run = useRef(0);
  useEffect(() => () => void (run.current += 1), []);

  const fail = useCallback(
    async (runId: number) => {
      if (run.current !== runId) return;
      await resetProcessing({ token });
      if (run.current !== runId) return;
      setState({ step: 'idle' });
      onFailure();
    },
    [resetProcessing, token, onFailure],
  );

  const registerApp = async (): Promise<PluginApp> => {
    const app = await client.registerApp(APP_NAME);
    pluginAppStore.set(app);
    return app;
  };

  const authorise = async (runId: number, license: string): Promise<boolean> => {
    const alive = () => run.current === runId;
    let app = pluginAppStore.get() ?? (await registerApp());
    try {
      await client.login(app, license);
      return true;
    } catch (error) {
      if (isUnknownApp(error)) {
        pluginAppStore.clear();
        app = await registerApp();
      } else if (!isAwaitingAuthorisation(error)) throw error;
    }
    if (!alive()) return false;
    setState({ step: 'authorising', url: app.AuthorizationUrl, frameVisible: false });
    const frameShown = wait(AUTHORISE_FRAME_DELAY_MS).then(() => {
      if (alive()) setState({ step: 'authorising', url: app.AuthorizationUrl, frameVisible: true });
    });
    for (;;) {
      await wait(PLUGIN_LOGIN_POLL_MS);
      if (!alive()) return false;
      try {
        await client.login(app, license);
        await frameShown;
        return alive();
      } catch (error) {
        if (!isAwaitingAuthorisation(error)) throw error;
      }
    }
  };

  const start = async () => {
    const runId = ++run.current;
    const alive = () => run.current === runId;
    setState({ step: 'connecting' });
    try {
      await client.hello();
    } catch {
      if (alive()) setState({ step: 'notRunning' });
      return;
    }
    try {
      const { license } = await getLicense({ token }).unwrap();
      if (!alive() || !(await authorise(runId, license))) return;
      const certificates = await client.certificates();
      if (alive()) setState({ step: 'choosing', certificates, busy: false, pinError: false });
    } catch {
      await fail(runId);
    }
  };

  const signWith = async (certificates: PluginCertificate[], certificateId: string, pin: string) => {
    const runId = run.current;
    const alive = () => run.current === runId;
    setState({ step: 'choosing', certificates, busy: true, pinError: false });
    try {
      await client.authenticate(certificateId, pin);
    } catch (error) {
      if (isWrongPin(error)) {
        if (alive()) setState({ step: 'choosing', certificates, busy: false, pinError: true });
        return;
      }
      return fail(runId);
    }
    try {
      const pem = await client.certificatePem(certificateId);
      if (!alive()) return;
      setState({ step: 'signing' });
      const position = await currentPosition();
      const hashes = await generateSignableHashes({
        token,
        body: { certificates: [pem], ...position },
      }).unwrap();
      const documents: { id: string; signature: string }[] = [];
      for (const document of hashes.documents) {
        if (!alive()) return;
        const signature = await client.sign(certificateId, document.signable_hash, 'RAW');
        documents.push({ id: document.id, signature: stripArmour(signature) });
      }
      if (!alive()) return;
      setState({ step: 'idle' });
      if (!(await submit({ tcn: hashes.tcn, documents, certificates: [pem] }))) await fail(runId);
    } catch {
      await fail(runId);
    }
  };

  const close = () => {
    run.current += 1;
    setState({ step: 'idle' });
  };

  return { state, start, signWith, close };
}
