import { useCallback, useEffect, useId, useMemo, useRef, useState, type TouchEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { alertShown } from '../../../app/alerts.slice.js';
import { errorMessageOf, fieldErrorsOf, statusOf } from '../../../app/base-query.js';
import { useAppDispatch } from '../../../app/hooks.js';
import { Button } from '../../../components/button.js';
import { Icon } from '../../../components/icon.js';
import { paths } from '../../../config/paths.js';
import { useFileDownload } from '../../../hooks/use-file-download.js';
import { useIsMobile } from '../../../hooks/use-is-mobile.js';
import { envelopeDisplayName } from '../../../lib/envelopes/envelope-display-name.js';
import { useClosedLink } from '../../../lib/envelopes/link-closed.js';
import type {
  RecipientView,
  ViewDocument,
  ViewField,
  ViewIdentifier,
} from '../../../lib/envelopes/recipient-view.js';
import {
  useActMutation,
  useAdoptSavedSignatureMutation,
  useFillFieldMutation,
  useGetSignatureImageQuery,
  useGetSigningViewQuery,
  useOpenCloudSessionMutation,
  useRefuseMutation,
  useSaveSignatureMutation,
  useSetIdentifierMutation,
  useUploadPhotoMutation,
  type ImageOwner,
  type QualifiedProof,
  type SignatureDraft,
  type SignatureKind,
} from '../api/signing-viewer-api.js';
import { usePluginSigning } from '../hooks/use-plugin-signing.js';
import { chooseCloudCertificate } from '../utils/cloud-certificate-choice.js';
import { currentPosition } from '../utils/current-position.js';
import { resolvePageInput } from '../utils/page-input.js';
import {
  emptyRequiredFields,
  isEditableBy,
  nextRequiredField,
  type FieldPlace,
} from '../utils/required-fields.js';
import { clampZoom, ZOOM_LIMITS } from '../utils/zoom.js';
import { DocumentPages } from './document-pages.js';
import { FieldControl } from './field-control.js';
import { PhotoModal } from './photo-modal.js';
import {
  CloudCertificateModal,
  PluginDownloadModal,
  PluginSigningModal,
  QualifiedChoiceModal,
} from './qualified-modals.js';
import {
  SignatureCreatorModal,
  type CreatorTab,
} from '../../../components/signature-creator/signature-creator-modal.js';
import styles from './signing-viewer.module.css';
import { IdentifiersModal, InfoModal, OutcomeModal, RefuseModal, type Outcome } from './viewer-modals.js';

/** Spec §9: the focus highlight lasts 1.7 s; the viewer jumps to the next field 3 s after a load. */
export const FOCUS_HIGHLIGHT_MS = 1700;
export const AUTO_JUMP_MS = 3000;
/** How often an accepted action's outcome is asked for. */
const OUTCOME_POLL_MS = 3000;
/** Spec §9: the viewer's resize debounce. */
const RESIZE_DEBOUNCE_MS = 800;
const DESKTOP_PAGE_WIDTH = 820;

/** Where an account is created: the identity service's sign-up page, served beside the SPA. */
const SIGN_UP_HREF = '/oidc/sign-up';

/**
 * Who holds the viewer: a signed-in member (their saved signature is reused), a visitor through a
 * link (terms checkbox, sign-in offer afterwards), or an in-person signer on the sender's device
 * (drawn signatures only).
 */
export type ViewerMode = 'member' | 'public' | 'faceToFace';

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
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const isMobile = useIsMobile();
  const zoomMode = isMobile ? 'mobile' : 'desktop';
  const ids = useId();
  const me = view.recipient;
  const canAct = me.can_act && !settled;
  const isApprover = me.action === 'approve';
  const qualified = me.signature_type === 'qualified';
  const myName = me.addressees[0]?.name ?? '';
  // A refusal because the link died meanwhile (the sender cancelled, the deadline passed, the
  // recipient was changed) is explained by the link's page, never shown as "invalid token".
  const closedLink = useClosedLink(view.sender);

  // --- signature images (spec §2: fetched on load, those that were made) ---
  const [imageVersion, setImageVersion] = useState(0);
  const recipientOwner: ImageOwner = useMemo(() => ({ kind: 'recipient', token }), [token]);
  // Only images that exist are asked for: the view says which were made, and one made here is.
  const [made, setMade] = useState(() => me.signature_images ?? { signature: false, initials: false });
  const recipientSignature = useGetSignatureImageQuery(
    { owner: recipientOwner, kind: 'signature', version: imageVersion },
    { skip: !me.can_act || !made.signature },
  );
  const recipientInitials = useGetSignatureImageQuery(
    { owner: recipientOwner, kind: 'initials', version: imageVersion },
    { skip: !me.can_act || !made.initials },
  );
  const images = {
    signature: recipientSignature.data ?? null,
    initials: recipientInitials.data ?? null,
  };
  const ready = { signature: Boolean(images.signature), initials: Boolean(images.initials) };
  const imagesLoading = [recipientSignature, recipientInitials].some((image) => image.isLoading);
  const imageMade = (kind: SignatureKind) => {
    setMade((current) => ({ ...current, [kind]: true }));
    setImageVersion((version) => version + 1);
  };

  // --- fields, with the values filled here ---
  const [overrides, setOverrides] = useState<Record<string, string>>({});
  const documents: ViewDocument[] = useMemo(
    () =>
      view.documents.map((document) => ({
        ...document,
        fields: document.fields.map((field) =>
          field.id in overrides ? { ...field, value: overrides[field.id]! } : field,
        ),
      })),
    [view.documents, overrides],
  );
  const [currentDocumentId, setCurrentDocumentId] = useState(documents[0]?.id ?? '');
  const current = documents.find((document) => document.id === currentDocumentId) ?? documents[0];
  const recipientNames = new Map(
    view.recipients?.map((recipient) => [recipient.id, recipient.addressees[0]?.name ?? '']),
  );
  const emptyRequired = emptyRequiredFields(documents, me.id, canAct, ready);

  // --- info modal (spec §2: once the envelope and the images are loaded) ---
  const [infoClosed, setInfoClosed] = useState(mode === 'faceToFace');
  const showInfo = !infoClosed && !imagesLoading;
  const infoOpenRef = useRef(!infoClosed);
  infoOpenRef.current = !infoClosed;

  // --- focus and jumps ---
  const [highlighted, setHighlighted] = useState<string | null>(null);
  const [pendingJump, setPendingJump] = useState<string | null>(null);
  const focusField = useCallback((fieldId: string) => {
    const element = window.document.getElementById(`field-${fieldId}`);
    element?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
    element?.focus({ preventScroll: true });
    setHighlighted(fieldId);
  }, []);
  useEffect(() => {
    if (!highlighted) return;
    const timer = setTimeout(() => setHighlighted(null), FOCUS_HIGHLIGHT_MS);
    return () => clearTimeout(timer);
  }, [highlighted]);
  useEffect(() => {
    if (!pendingJump) return;
    focusField(pendingJump);
    setPendingJump(null);
  }, [pendingJump, currentDocumentId, focusField]);
  const jumpTo = (place: FieldPlace) => {
    if (place.documentId !== current?.id) {
      setCurrentDocumentId(place.documentId);
      setPendingJump(place.field.id);
    } else focusField(place.field.id);
  };
  const jumpToNext = () => {
    const next = nextRequiredField(documents, current?.id ?? '', me.id, canAct, ready);
    if (next) jumpTo(next);
  };
  // Spec §2: 3 s after a document loads, the viewer goes to its first empty required field.
  const autoJump = useRef<() => void>(() => {});
  const jumpAfterInfo = useRef(false);
  autoJump.current = () => {
    // Not under the info modal: the jump waits until the reader closes it.
    if (infoOpenRef.current) {
      jumpAfterInfo.current = true;
      return;
    }
    const next = emptyRequired.find((place) => place.documentId === current?.id);
    if (next) focusField(next.field.id);
  };
  const [pageCounts, setPageCounts] = useState<Record<string, number>>({});
  const autoJumpTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => void (autoJumpTimer.current && clearTimeout(autoJumpTimer.current)), []);
  const onDocumentLoaded = (documentId: string, count: number) => {
    setPageCounts((counts) => ({ ...counts, [documentId]: count }));
    if (autoJumpTimer.current) clearTimeout(autoJumpTimer.current);
    autoJumpTimer.current = setTimeout(() => autoJump.current(), AUTO_JUMP_MS);
  };

  // --- pages, page input, zoom, fullscreen ---
  const pageElements = useRef(new Map<number, HTMLElement>());
  const scroller = useRef<HTMLDivElement>(null);
  const root = useRef<HTMLDivElement>(null);
  const pageCount =
    (current && pageCounts[current.id]) ??
    Math.max(
      current?.pages ?? 1,
      ...(current?.fields.flatMap((field) => field.widgets.map((w) => w.page)) ?? []),
      1,
    );
  const [currentPage, setCurrentPage] = useState(1);
  const [pageText, setPageText] = useState('1');
  useEffect(() => setPageText(String(currentPage)), [currentPage]);
  useEffect(() => setCurrentPage(1), [currentDocumentId]);
  const goToPage = (page: number) => {
    pageElements.current.get(page)?.scrollIntoView?.({ block: 'start' });
    setCurrentPage(page);
  };
  const commitPageText = () => {
    const page = resolvePageInput(pageText, currentPage, pageCount);
    setPageText(String(page));
    if (page !== currentPage) goToPage(page);
  };
  const onScroll = () => {
    const area = scroller.current;
    if (!area) return;
    const line = area.scrollTop + area.clientHeight / 3;
    let page = 1;
    for (const [number, element] of pageElements.current)
      if (element.offsetTop <= line && number > page) page = number;
    setCurrentPage(page);
  };

  const [zoom, setZoom] = useState<number>(ZOOM_LIMITS[zoomMode].initial);
  useEffect(() => setZoom(ZOOM_LIMITS[zoomMode].initial), [zoomMode]);
  const limits = ZOOM_LIMITS[zoomMode];
  const pinch = useRef<{ distance: number; zoom: number } | null>(null);
  const distanceOf = (event: TouchEvent) => {
    const [a, b] = [event.touches[0]!, event.touches[1]!];
    return Math.hypot(a.clientX - b.clientX, a.clientY - b.clientY);
  };

  const [areaWidth, setAreaWidth] = useState(0);
  useEffect(() => {
    const measure = () => setAreaWidth(scroller.current?.clientWidth ?? 0);
    measure();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onResize = () => {
      clearTimeout(timer);
      timer = setTimeout(measure, RESIZE_DEBOUNCE_MS);
    };
    window.addEventListener('resize', onResize);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('resize', onResize);
    };
  }, []);
  const baseWidth = isMobile
    ? Math.max(240, (areaWidth || 360) - 16)
    : Math.min(DESKTOP_PAGE_WIDTH, Math.max(320, (areaWidth || DESKTOP_PAGE_WIDTH + 48) - 48));
  const pageWidth = Math.round(baseWidth * zoom);

  const toggleFullscreen = () => {
    if (window.document.fullscreenElement) void window.document.exitFullscreen?.();
    else void root.current?.requestFullscreen?.();
  };

  // --- options menu ---
  const [menuOpen, setMenuOpen] = useState(false);
  const { download } = useFileDownload();
  const title = envelopeDisplayName(view);
  const downloadEnvelope = () => {
    setMenuOpen(false);
    void download(`p/envelopes/${encodeURIComponent(token)}/download`, `${title}.zip`);
  };
  const downloadSignatures = () => {
    setMenuOpen(false);
    // Spec §8: the signature page exists only once the envelope is completed.
    if (view.state !== 'completed') {
      dispatch(alertShown({ kind: 'warning', messageKey: 'signingViewer.signaturePageNotReady' }));
      return;
    }
    void download(`p/envelopes/${encodeURIComponent(token)}/background-sheet/download`, `${title}.pdf`);
  };

  // --- filling fields ---
  const [fillField] = useFillFieldMutation();
  const changeField = async (field: ViewField, value: string) => {
    const before = field.value ?? '';
    setOverrides((values) => ({ ...values, [field.id]: value }));
    const result = await fillField({ token, fieldId: field.id, value });
    if ('error' in result) {
      setOverrides((values) => ({ ...values, [field.id]: before }));
      if (await closedLink(result.error)) return;
      dispatch(
        alertShown({
          kind: 'danger',
          messageKey: 'signingViewer.fieldSaveFailed',
          values: { message: errorMessageOf(result.error) ?? '' },
        }),
      );
    }
  };

  // --- signature creator ---
  const [creator, setCreator] = useState<SignatureKind | null>(null);
  const [creatorError, setCreatorError] = useState<string | null>(null);
  const [saveSignature, saving] = useSaveSignatureMutation();
  const [adoptSaved] = useAdoptSavedSignatureMutation();
  const creatorTabs: readonly CreatorTab[] = mode === 'faceToFace' ? ['draw'] : ['text', 'draw', 'image'];
  const onSignatureClick = async (field: ViewField) => {
    const kind: SignatureKind = field.type === 'signature' ? 'signature' : 'initials';
    // A member's saved image is reused; the creator opens only when there is none (spec §2).
    // It is looked for here, when needed, rather than on every load.
    if (!ready[kind] && mode === 'member') {
      const result = await adoptSaved({ token, kind });
      if (!('error' in result)) {
        imageMade(kind);
        return;
      }
    }
    setCreatorError(null);
    setCreator(kind);
  };
  const saveDraft = async (draft: SignatureDraft) => {
    if (!creator) return;
    setCreatorError(null);
    const result = await saveSignature({ owner: recipientOwner, kind: creator, draft });
    if ('error' in result) {
      if (await closedLink(result.error)) return;
      setCreatorError(errorMessageOf(result.error) ?? t('alerts.generic'));
      return;
    }
    // Kept for the member's next envelopes too; failing that does not stop this one.
    if (mode === 'member') await saveSignature({ owner: { kind: 'user' }, kind: creator, draft });
    setCreator(null);
    imageMade(creator);
  };

  // --- acting ---
  const [termsAccepted, setTermsAccepted] = useState(false);
  const needsTerms = mode === 'public' && canAct && me.action === 'sign';
  const [photoOpen, setPhotoOpen] = useState(false);
  const [photoGiven, setPhotoGiven] = useState(false);
  const [uploadPhoto] = useUploadPhotoMutation();
  const [identifiersOpen, setIdentifiersOpen] = useState(false);
  const [identifierErrors, setIdentifierErrors] = useState<Record<string, string>>({});
  const [givenIdentifiers, setGivenIdentifiers] = useState<string[]>([]);
  const [setIdentifier, settingIdentifier] = useSetIdentifierMutation();
  const [act, acting] = useActMutation();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const actedAt = useRef(0);
  const identifiers: ViewIdentifier[] = me.addressees[0]?.identifiers ?? [];
  const photoMissing =
    !photoGiven && identifiers.some((item) => item.code === 'PHOTO' && item.is_required && !item.is_filled);
  const missingIdentifiers = identifiers.filter(
    (item) =>
      item.code !== 'PHOTO' && item.is_required && !item.is_filled && !givenIdentifiers.includes(item.code),
  );
  // A viewer (carbon copy) confirms they follow the envelope: they signed nothing.
  const finalOutcome: Outcome = isApprover ? 'approved' : me.action === 'follow' ? 'followed' : 'done';

  /** Acts (with a qualified signer's proof); false when the call itself failed. */
  const runAct = async (proof?: QualifiedProof): Promise<boolean> => {
    setOutcome(null);
    setFailureMessage(null);
    const position = await currentPosition();
    actedAt.current = Date.now();
    const result = await act({ token, ...position, ...proof });
    if ('error' in result) {
      if (await closedLink(result.error)) return false;
      setOutcome('failed');
      return false;
    }
    // Spec §4, step 3: 202 means accepted; the outcome is read again until it is known.
    if (result.data.status === 202) {
      setAwaiting(true);
      setOutcome('requestSent');
      void query.refetch();
      return true;
    }
    if (result.data.envelope_state === 'halted') setOutcome('failed');
    else {
      setSettled(true);
      setOutcome(finalOutcome);
    }
    return true;
  };

  // --- qualified signatures (spec §4, step 2): a cloud certificate, or the local plugin ---
  const [qualifiedStep, setQualifiedStep] = useState<'choice' | 'cloud' | null>(null);
  const [failureMessage, setFailureMessage] = useState<string | null>(null);
  const [cloudCredentialsError, setCloudCredentialsError] = useState<string | null>(null);
  const [cloudFieldErrors, setCloudFieldErrors] = useState<Record<string, string[]>>({});
  const [openCloudSession, openingCloudSession] = useOpenCloudSessionMutation();
  const failQualified = useCallback((message: string | null = null) => {
    setFailureMessage(message);
    setOutcome('failed');
  }, []);
  const onPluginFailure = useCallback(() => failQualified(), [failQualified]);
  const plugin = usePluginSigning({ token, submit: runAct, onFailure: onPluginFailure });

  const openCloud = () => {
    setCloudCredentialsError(null);
    setCloudFieldErrors({});
    setQualifiedStep('cloud');
  };
  const signWithCloud = async (cpfCnpj: string, otp: string) => {
    setCloudCredentialsError(null);
    setCloudFieldErrors({});
    const result = await openCloudSession({ cpf_cnpj: cpfCnpj, otp });
    if ('error' in result) {
      // Spec §8: wrong credentials show the server's message in the modal; field errors go under
      // their fields; anything else closes it for the failure modal.
      if (statusOf(result.error) === 422) {
        const fields = fieldErrorsOf(result.error);
        if (Object.keys(fields).length > 0) setCloudFieldErrors(fields);
        else setCloudCredentialsError(errorMessageOf(result.error) ?? t('alerts.generic'));
        return;
      }
      setQualifiedStep(null);
      failQualified();
      return;
    }
    setQualifiedStep(null);
    const choice = chooseCloudCertificate(result.data.certificates);
    if (choice.kind !== 'chosen') {
      failQualified(
        `${t('signingViewer.qualified.failurePrefix')} ${t(`signingViewer.qualified.failures.${choice.kind}`)}`,
      );
      return;
    }
    await runAct({
      certificates: [{ alias: choice.certificate.alias, access_token: result.data.access_token }],
    });
  };

  /** After the photo and identifiers: simple signers act; qualified ones bring a certificate. */
  const proceed = () => {
    if (!qualified || me.action !== 'sign') return void runAct();
    setOutcome(null);
    if (isMobile) openCloud();
    else setQualifiedStep('choice');
  };

  useEffect(() => {
    if (!awaiting) return;
    if (statusOf(query.error) === 400) {
      setAwaiting(false);
      setSettled(true);
      setOutcome(finalOutcome);
      return;
    }
    if (!query.fulfilledTimeStamp || query.fulfilledTimeStamp < actedAt.current) return;
    const state = view.recipient.state;
    if (view.state === 'halted' || state === 'failed') {
      setAwaiting(false);
      setOutcome('failed');
    } else if (state === 'done' || state === 'following') {
      setAwaiting(false);
      setSettled(true);
      setOutcome(finalOutcome);
    }
  }, [awaiting, query.error, query.fulfilledTimeStamp, view, finalOutcome, setAwaiting, setSettled]);

  const complete = () => {
    const next = nextRequiredField(documents, current?.id ?? '', me.id, canAct, ready);
    if (next) return jumpTo(next);
    if (photoMissing) return setPhotoOpen(true);
    if (missingIdentifiers.length) return setIdentifiersOpen(true);
    proceed();
  };

  const sendPhoto = async (photo: Blob) => {
    const result = await uploadPhoto({ token, photo });
    if ('error' in result) {
      await closedLink(result.error);
      return false;
    }
    setPhotoGiven(true);
    setPhotoOpen(false);
    if (missingIdentifiers.length) setIdentifiersOpen(true);
    else proceed();
    return true;
  };

  const giveIdentifiers = async (values: Record<string, string>) => {
    const errors: Record<string, string> = {};
    const given: string[] = [];
    for (const identifier of missingIdentifiers) {
      const result = await setIdentifier({
        token,
        code: identifier.code,
        value: values[identifier.code] ?? '',
      });
      if ('error' in result) {
        if (await closedLink(result.error)) return;
        errors[identifier.code] = errorMessageOf(result.error) ?? t('alerts.generic');
      } else given.push(identifier.code);
    }
    setGivenIdentifiers((codes) => [...codes, ...given]);
    setIdentifierErrors(errors);
    if (Object.keys(errors).length === 0) {
      setIdentifiersOpen(false);
      proceed();
    }
  };

  // --- reject or cancel ---
  const cancelling = me.is_sender;
  const [refuseOpen, setRefuseOpen] = useState(false);
  const [refuse, refusing] = useRefuseMutation();
  const refuseNow = async (reason?: string) => {
    const result = await refuse({ token, reason: cancelling ? undefined : reason });
    setRefuseOpen(false);
    if ('error' in result) {
      if (await closedLink(result.error)) return;
      dispatch(
        alertShown({
          kind: 'danger',
          messageKey: cancelling ? 'signingViewer.cancel.failed' : 'signingViewer.reject.failed',
          values: { message: errorMessageOf(result.error) ?? '' },
        }),
      );
      return;
    }
    setSettled(true);
    setOutcome(cancelling ? 'cancelled' : 'rejected');
  };

  // --- navigation ---
  const backHref =
    mode === 'faceToFace'
      ? paths.business.envelopes.faceToFace.getHref()
      : mode === 'public'
        ? paths.public.checker.getHref()
        : paths.business.documents.inbox.getHref();
  const closeOutcome = () => {
    const wasFinal = outcome !== null && outcome !== 'requestSent' && outcome !== 'failed';
    setOutcome(null);
    if (wasFinal && mode !== 'public') navigate(backHref);
  };

  // --- info modal (spec §2: once the envelope and the images are loaded) ---
  const closeInfo = () => {
    setInfoClosed(true);
    infoOpenRef.current = false;
    if (jumpAfterInfo.current) {
      jumpAfterInfo.current = false;
      autoJump.current();
    }
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
          <>
            <label htmlFor={`${ids}-document`} className="visually-hidden">
              {t('signingViewer.chooseDocument')}
            </label>
            <select
              id={`${ids}-document`}
              className={styles.select}
              value={current?.id}
              onChange={(event) => setCurrentDocumentId(event.target.value)}
            >
              {documents.map((document) => (
                <option key={document.id} value={document.id}>
                  {document.name}
                </option>
              ))}
            </select>
          </>
        )}
      </header>

      <div className={styles.toolbar}>
        <span className={styles.pageControl}>
          <label htmlFor={`${ids}-page`} className="visually-hidden">
            {t('signingViewer.pageNumber')}
          </label>
          <input
            id={`${ids}-page`}
            className={styles.pageInput}
            inputMode="numeric"
            value={pageText}
            onChange={(event) => setPageText(event.target.value)}
            onBlur={commitPageText}
            onKeyDown={(event) => {
              if (event.key === 'Enter') commitPageText();
            }}
          />
          <span className={styles.muted}>{t('signingViewer.pageOf', { total: pageCount })}</span>
        </span>
        {isMobile ? (
          <span className={styles.zoomControl}>
            <label htmlFor={`${ids}-zoom`}>{t('signingViewer.zoom')}</label>
            <input
              id={`${ids}-zoom`}
              type="range"
              min={limits.min * 100}
              max={limits.max * 100}
              step={limits.step * 100}
              value={Math.round(zoom * 100)}
              onChange={(event) => setZoom(clampZoom(Number(event.target.value) / 100, 'mobile'))}
            />
            <span>{Math.round(zoom * 100)}%</span>
          </span>
        ) : (
          <span className={styles.zoomControl}>
            <button
              type="button"
              className={styles.iconButton}
              aria-label={t('signingViewer.zoomOut')}
              disabled={zoom <= limits.min}
              onClick={() => setZoom(clampZoom(zoom - limits.step, 'desktop'))}
            >
              −
            </button>
            <span aria-live="polite" data-testid="zoom-level">
              {Math.round(zoom * 100)}%
            </span>
            <button
              type="button"
              className={styles.iconButton}
              aria-label={t('signingViewer.zoomIn')}
              disabled={zoom >= limits.max}
              onClick={() => setZoom(clampZoom(zoom + limits.step, 'desktop'))}
            >
              +
            </button>
          </span>
        )}
        <button
          type="button"
          className={styles.iconButton}
          onClick={toggleFullscreen}
          aria-label={t('signingViewer.fullscreen')}
        >
          ⤢
        </button>
        <span className={styles.menuWrap}>
          <button
            type="button"
            className={styles.iconButton}
            aria-haspopup="menu"
            aria-expanded={menuOpen}
            aria-label={t('signingViewer.options')}
            onClick={() => setMenuOpen(!menuOpen)}
          >
            ⋮
          </button>
          {menuOpen && (
            <span role="menu" className={styles.menu}>
              <button type="button" role="menuitem" onClick={downloadEnvelope}>
                {t('signingViewer.downloadEnvelope')}
              </button>
              <button type="button" role="menuitem" onClick={downloadSignatures}>
                {t('signingViewer.downloadSignatures')}
              </button>
            </span>
          )}
        </span>
        {canAct && emptyRequired.length > 0 && (
          <Button variant="secondary" className={styles.nextButton} onClick={jumpToNext}>
            {t('signingViewer.nextField', { count: emptyRequired.length })}
          </Button>
        )}
      </div>

      <div
        ref={scroller}
        className={styles.scroller}
        onScroll={onScroll}
        onTouchStart={(event) => {
          if (event.touches.length === 2) pinch.current = { distance: distanceOf(event), zoom };
        }}
        onTouchMove={(event) => {
          if (event.touches.length !== 2 || !pinch.current) return;
          setZoom(clampZoom((pinch.current.zoom * distanceOf(event)) / pinch.current.distance, zoomMode));
        }}
        onTouchEnd={() => {
          pinch.current = null;
        }}
      >
        {current && (
          <DocumentPages
            key={current.id}
            document={current}
            url={current.links?.display}
            pageWidth={pageWidth}
            onLoaded={(count) => onDocumentLoaded(current.id, count)}
            registerPage={(page, element) => {
              if (element) pageElements.current.set(page, element);
              else pageElements.current.delete(page);
            }}
            renderField={(field, widget, layout) => {
              const editable = isEditableBy(field, me.id, canAct);
              const kind = field.type === 'signature' ? 'signature' : 'initials';
              return (
                <FieldControl
                  field={field}
                  widget={widget}
                  layout={layout}
                  editable={editable}
                  highlighted={highlighted === field.id}
                  ownerName={recipientNames.get(field.recipient) ?? ''}
                  image={field.recipient === me.id ? images[kind] : null}
                  onChange={(value) => void changeField(field, value)}
                  onSignatureClick={() => void onSignatureClick(field)}
                />
              );
            }}
          />
        )}
      </div>

      <footer className={styles.bottomBar}>
        {!canAct && cannotActReason && (
          <p className={styles.muted}>{t(`signingViewer.cannotAct.${cannotActReason}`)}</p>
        )}
        {canAct && needsTerms && (
          <label className={styles.terms}>
            <input
              type="checkbox"
              checked={termsAccepted}
              onChange={(event) => setTermsAccepted(event.target.checked)}
            />
            <span>{t('signingViewer.terms')}</span>
          </label>
        )}
        <span className={styles.bottomActions}>
          {canAct && mode !== 'faceToFace' && (
            <Button variant="secondary" onClick={() => setRefuseOpen(true)}>
              {cancelling ? t('signingViewer.cancel.open') : t('signingViewer.reject.open')}
            </Button>
          )}
          {canAct && (
            <Button
              onClick={complete}
              disabled={
                acting.isLoading ||
                (needsTerms && !termsAccepted) ||
                (mode === 'faceToFace' && emptyRequired.length > 0)
              }
            >
              {mode === 'faceToFace'
                ? t('signingViewer.sign')
                : isApprover
                  ? t('signingViewer.approve')
                  : me.action === 'follow'
                    ? t('signingViewer.follow')
                    : t('signingViewer.complete')}
            </Button>
          )}
        </span>
      </footer>

      {showInfo && <InfoModal view={view} onClose={closeInfo} />}
      {creator && (
        <SignatureCreatorModal
          kind={creator}
          name={myName}
          tabs={creatorTabs}
          saving={saving.isLoading}
          error={creatorError}
          onSave={(draft) => void saveDraft(draft)}
          onClose={() => setCreator(null)}
        />
      )}
      {photoOpen && <PhotoModal onSend={sendPhoto} onClose={() => setPhotoOpen(false)} />}
      {identifiersOpen && (
        <IdentifiersModal
          identifiers={missingIdentifiers}
          busy={settingIdentifier.isLoading}
          errors={identifierErrors}
          onSubmit={(values) => void giveIdentifiers(values)}
          onClose={() => setIdentifiersOpen(false)}
        />
      )}
      {refuseOpen && (
        <RefuseModal
          cancelling={cancelling}
          busy={refusing.isLoading}
          onConfirm={(reason) => void refuseNow(reason)}
          onClose={() => setRefuseOpen(false)}
        />
      )}
      {qualifiedStep === 'choice' && (
        <QualifiedChoiceModal
          onCloud={openCloud}
          onPlugin={() => {
            setQualifiedStep(null);
            void plugin.start();
          }}
          onClose={() => setQualifiedStep(null)}
        />
      )}
      {qualifiedStep === 'cloud' && (
        <CloudCertificateModal
          busy={openingCloudSession.isLoading || acting.isLoading}
          credentialsError={cloudCredentialsError}
          fieldErrors={cloudFieldErrors}
          onSubmit={(cpfCnpj, otp) => void signWithCloud(cpfCnpj, otp)}
          onClose={() => setQualifiedStep(null)}
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
          message={outcome === 'failed' ? failureMessage : null}
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
