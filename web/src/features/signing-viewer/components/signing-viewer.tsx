import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { alertShown } from '../../../app/alerts.slice.js';
import { statusOf } from '../../../app/base-query.js';
import { useAppDispatch } from '../../../app/hooks.js';
import { Button } from '../../../components/button.js';
import { DocumentSelect } from '../../../components/document-select.js';
import { Icon } from '../../../components/icon.js';
import { SignatureCreatorModal } from '../../../components/signature-creator/signature-creator-modal.js';
import { paths } from '../../../config/paths.js';
import { useIsMobile } from '../../../hooks/use-is-mobile.js';
import { envelopeDisplayName } from '../../../lib/envelopes/envelope-display-name.js';
import { useClosedLink } from '../../../lib/envelopes/link-closed.js';
import type { RecipientView } from '../../../lib/envelopes/recipient-view.js';
import { useGetSigningViewQuery } from '../api/signing-viewer-api.js';
import { useFieldJumps } from '../hooks/use-field-jumps.js';
import { useFieldValues } from '../hooks/use-field-values.js';
import { useIdentificationSteps } from '../hooks/use-identification-steps.js';
import { usePageNavigation } from '../hooks/use-page-navigation.js';
import { useQualifiedSigning } from '../hooks/use-qualified-signing.js';
import { useRecipientAction } from '../hooks/use-recipient-action.js';
import { useRefusal } from '../hooks/use-refusal.js';
import { useSignatureCreator } from '../hooks/use-signature-creator.js';
import { useSignatureImages } from '../hooks/use-signature-images.js';
import { useViewerZoom } from '../hooks/use-viewer-zoom.js';
import { isEditableBy } from '../utils/required-fields.js';
import type { ViewerMode } from '../utils/viewer-mode.js';
import { DocumentPages } from './document-pages.js';
import { FieldControl } from './field-control.js';
import { PhotoModal } from './photo-modal.js';
import {
  CloudCertificateModal,
  PluginDownloadModal,
  PluginSigningModal,
  QualifiedChoiceModal,
} from './qualified-modals.js';
import styles from './signing-viewer.module.css';
import { IdentifiersModal, InfoModal, OutcomeModal, RefuseModal } from './viewer-modals.js';
import { ViewerFooter } from './viewer-footer.js';
import { ViewerToolbar } from './viewer-toolbar.js';

export { AUTO_JUMP_MS, FOCUS_HIGHLIGHT_MS } from '../hooks/use-field-jumps.js';
export type { ViewerMode } from '../utils/viewer-mode.js';

/** How often an accepted action's outcome is asked for. */
const OUTCOME_POLL_MS = 3000;

/** Where an account is created: the identity service's sign-up page, served beside the SPA. */
const SIGN_UP_HREF = '/oidc/sign-up';

export function SigningViewer({ token, mode }: { token: string; mode: ViewerMode }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [awaiting, setAwaiting] = useState(false);
  const query = useGetSigningViewQuery(token, { pollingInterval: awaiting ? OUTCOME_POLL_MS : 0 });
  const [settled, setSettled] = useState(false);
  const status = statusOf(query.error);
  const closedLink = useClosedLink(query.data?.view.sender);

  // Spec §8: an invalid token (400) gives the 'invalid token' alert, then the 404 page, unless the
  // link's page explains why it closed (the envelope ended, the link was withdrawn). Once the
  // recipient has acted, the link may close (the envelope ended): that is not an error.
  useEffect(() => {
    if (status !== 400 || settled || awaiting) return;
    let gone = false;
    void closedLink(query.error).then((explained) => {
      if (explained || gone) return;
      dispatch(alertShown({ kind: 'danger', messageKey: 'signingViewer.invalidToken' }));
      navigate(paths.notFound.getHref(), { replace: true });
    });
    return () => {
      gone = true;
    };
  }, [status, query.error, settled, awaiting, closedLink, dispatch, navigate]);

  const view = query.data?.view;
  if (!view) {
    return (
      <p className={styles.loading}>
        {query.isError && status !== 400 ? t('signingViewer.unavailable') : t('common.loading')}
      </p>
    );
  }
  return (
    <LoadedViewer
      token={token}
      mode={mode}
      view={view}
      query={query}
      awaiting={awaiting}
      setAwaiting={setAwaiting}
      settled={settled}
      setSettled={setSettled}
    />
  );
}

type ViewQuery = ReturnType<typeof useGetSigningViewQuery>;

function LoadedViewer({
  token,
  mode,
  view,
  query,
  awaiting,
  setAwaiting,
  settled,
  setSettled,
}: {
  token: string;
  mode: ViewerMode;
  view: RecipientView;
  query: ViewQuery;
  awaiting: boolean;
  setAwaiting: (value: boolean) => void;
  settled: boolean;
  setSettled: (value: boolean) => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const isMobile = useIsMobile();
  const ids = useId();
  const me = view.recipient;
  const canAct = me.can_act && !settled;
  const isApprover = me.action === 'approve';
  const myName = me.addressees[0]?.name ?? '';
  const title = envelopeDisplayName(view);
  // A refusal because the link died meanwhile (the sender cancelled, the deadline passed, the
  // recipient was changed) is explained by the link's page, never shown as "invalid token".
  const closedLink = useClosedLink(view.sender);

  const signatureImages = useSignatureImages(token, me);
  const { images, ready } = signatureImages;
  const { documents, changeField } = useFieldValues({ token, viewDocuments: view.documents, closedLink });
  const jumps = useFieldJumps({
    documents,
    recipientId: me.id,
    canAct,
    ready,
    infoInitiallyClosed: mode === 'faceToFace',
  });
  const { current, emptyRequired } = jumps;
  const recipientNames = new Map(
    view.recipients?.map((recipient) => [recipient.id, recipient.addressees[0]?.name ?? '']),
  );
  // The document shown is the latest revision: what a recipient who is done filled in and signed is
  // already drawn on it.
  const doneRecipients = new Set(
    view.recipients?.filter((recipient) => recipient.state === 'done').map((recipient) => recipient.id),
  );

  const root = useRef<HTMLDivElement>(null);
  const scroller = useRef<HTMLDivElement>(null);
  const pages = usePageNavigation({
    document: current,
    loadedPageCount: current && jumps.pageCounts[current.id],
    scroller,
  });
  const zoom = useViewerZoom({ isMobile, scroller });
  const toggleFullscreen = () => {
    if (window.document.fullscreenElement) void window.document.exitFullscreen?.();
    else void root.current?.requestFullscreen?.();
  };

  const creator = useSignatureCreator({
    token,
    mode,
    owner: signatureImages.owner,
    ready,
    imageMade: signatureImages.imageMade,
    closedLink,
  });

  const action = useRecipientAction({ token, view, query, awaiting, setAwaiting, setSettled, closedLink });
  const qualified = useQualifiedSigning({ token, runAct: action.runAct, fail: action.fail });
  /** After the photo and identifiers: simple signers act; qualified ones bring a certificate. */
  const proceed = () => {
    if (me.signature_type !== 'qualified' || me.action !== 'sign') return void action.runAct();
    action.clearOutcome();
    qualified.start(isMobile);
  };
  const identification = useIdentificationSteps({ token, me, closedLink, proceed });
  const complete = () => {
    const next = jumps.nextRequired();
    if (next) return jumps.jumpTo(next);
    if (!identification.askMissing()) proceed();
  };

  const cancelling = me.is_sender;
  const refusal = useRefusal({
    token,
    cancelling,
    closedLink,
    onRefused: () => action.settle(cancelling ? 'cancelled' : 'rejected'),
  });

  // --- navigation ---
  const backHref =
    mode === 'faceToFace'
      ? paths.business.envelopes.faceToFace.getHref()
      : mode === 'public'
        ? paths.public.checker.getHref()
        : paths.business.documents.inbox.getHref();
  const { outcome } = action;
  const closeOutcome = () => {
    const wasFinal = outcome !== null && outcome !== 'requestSent' && outcome !== 'failed';
    action.clearOutcome();
    if (wasFinal && mode !== 'public') navigate(backHref);
  };

  const cannotActReason = settled
    ? null
    : me.state === 'done' || me.state === 'following'
      ? 'alreadyDone'
      : me.state === 'signing'
        ? 'processing'
        : !me.is_current
          ? 'notYourTurn'
          : 'unavailable';

  const { plugin } = qualified;
  return (
    <div ref={root} className={styles.viewer}>
      <header className={styles.topBar}>
        <Button variant="secondary" onClick={() => navigate(backHref)} aria-label={t('signingViewer.back')}>
          <Icon name="arrowLeft" size={18} />
        </Button>
        <div className={styles.titleBlock}>
          <h1 className={styles.title}>{title}</h1>
          {mode === 'faceToFace' && (
            <p className={styles.muted}>{t('signingViewer.faceToFaceSigner', { name: myName })}</p>
          )}
        </div>
        {documents.length > 1 && (
          <DocumentSelect
            id={`${ids}-document`}
            label={t('signingViewer.chooseDocument')}
            className={styles.select}
            documents={documents}
            value={current?.id}
            onChange={jumps.selectDocument}
          />
        )}
      </header>

      <ViewerToolbar
        token={token}
        title={title}
        completed={view.state === 'completed'}
        isMobile={isMobile}
        pages={pages}
        zoom={zoom}
        onFullscreen={toggleFullscreen}
      >
        {canAct && emptyRequired.length > 0 && (
          <Button variant="secondary" className={styles.nextButton} onClick={jumps.jumpToNext}>
            {t('signingViewer.nextField', { count: emptyRequired.length })}
          </Button>
        )}
      </ViewerToolbar>

      <div ref={scroller} className={styles.scroller} onScroll={pages.onScroll} {...zoom.pinchHandlers}>
        {current && (
          <DocumentPages
            key={current.id}
            document={current}
            url={current.links?.display}
            pageWidth={zoom.pageWidth}
            onLoaded={(count) => jumps.onDocumentLoaded(current.id, count)}
            registerPage={pages.registerPage}
            renderField={(field, widget, layout) => {
              const kind = field.type === 'signature' ? 'signature' : 'initials';
              return (
                <FieldControl
                  field={field}
                  widget={widget}
                  layout={layout}
                  editable={isEditableBy(field, me.id, canAct)}
                  highlighted={jumps.highlighted === field.id}
                  ownerName={recipientNames.get(field.recipient) ?? ''}
                  ownerDone={field.recipient !== me.id && doneRecipients.has(field.recipient)}
                  image={field.recipient === me.id ? images[kind] : null}
                  onChange={(value) => void changeField(field, value)}
                  onSignatureClick={() => void creator.openFor(field)}
                />
              );
            }}
          />
        )}
      </div>

      <ViewerFooter
        canAct={canAct}
        cannotActReason={cannotActReason}
        needsTerms={mode === 'public' && canAct && me.action === 'sign'}
        refuseLabel={
          mode === 'faceToFace'
            ? undefined
            : cancelling
              ? t('signingViewer.cancel.open')
              : t('signingViewer.reject.open')
        }
        onRefuse={() => refusal.setOpen(true)}
        actionLabel={
          mode === 'faceToFace'
            ? t('signingViewer.sign')
            : isApprover
              ? t('signingViewer.approve')
              : me.action === 'follow'
                ? t('signingViewer.follow')
                : t('signingViewer.complete')
        }
        actionDisabled={action.acting || (mode === 'faceToFace' && emptyRequired.length > 0)}
        onAction={complete}
      />

      {jumps.infoOpen && !signatureImages.loading && <InfoModal view={view} onClose={jumps.closeInfo} />}
      {creator.kind && (
        <SignatureCreatorModal
          kind={creator.kind}
          name={myName}
          tabs={creator.tabs}
          saving={creator.saving}
          error={creator.error}
          onSave={(draft) => void creator.save(draft)}
          onClose={creator.close}
        />
      )}
      {identification.photoOpen && (
        <PhotoModal onSend={identification.sendPhoto} onClose={identification.closePhoto} />
      )}
      {identification.identifiersOpen && (
        <IdentifiersModal
          identifiers={identification.missingIdentifiers}
          busy={identification.settingIdentifier}
          errors={identification.identifierErrors}
          onSubmit={(values) => void identification.giveIdentifiers(values)}
          onClose={identification.closeIdentifiers}
        />
      )}
      {refusal.open && (
        <RefuseModal
          cancelling={cancelling}
          busy={refusal.busy}
          onConfirm={(reason) => void refusal.refuseNow(reason)}
          onClose={() => refusal.setOpen(false)}
        />
      )}
      {qualified.step === 'choice' && (
        <QualifiedChoiceModal
          onCloud={qualified.openCloud}
          onPlugin={qualified.startPlugin}
          onClose={qualified.close}
        />
      )}
      {qualified.step === 'cloud' && (
        <CloudCertificateModal
          busy={qualified.openingCloudSession || action.acting}
          credentialsError={qualified.credentialsError}
          fieldErrors={qualified.fieldErrors}
          onSubmit={(cpfCnpj, otp) => void qualified.signWithCloud(cpfCnpj, otp)}
          onClose={qualified.close}
        />
      )}
      {plugin.state.step === 'notRunning' && (
        <PluginDownloadModal onRetry={() => void plugin.start()} onClose={plugin.close} />
      )}
      {plugin.state.step !== 'idle' && plugin.state.step !== 'notRunning' && (
        <PluginSigningModal
          state={plugin.state}
          onSign={(certificateId, pin) => {
            if (plugin.state.step === 'choosing')
              void plugin.signWith(plugin.state.certificates, certificateId, pin);
          }}
          onClose={plugin.close}
        />
      )}
      {outcome && (
        <OutcomeModal
          outcome={outcome}
          message={outcome === 'failed' ? action.failureMessage : null}
          showAccountButtons={mode === 'public'}
          signInHref={paths.auth.login.getHref(paths.business.dashboard.getHref())}
          signUpHref={SIGN_UP_HREF}
          onRetry={proceed}
          onClose={closeOutcome}
        />
      )}
    </div>
  );
}
