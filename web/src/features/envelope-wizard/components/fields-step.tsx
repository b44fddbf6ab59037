import {
  lazy,
  Suspense,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type DragEvent,
  type KeyboardEvent as ReactKeyboardEvent,
  type PointerEvent as ReactPointerEvent,
} from 'react';
import { useTranslation } from 'react-i18next';

import { alertShown } from '../../../app/alerts.slice.js';
import { errorMessageOf, fieldErrorsOf, statusOf } from '../../../app/base-query.js';
import { useAppDispatch, useAppSelector } from '../../../app/hooks.js';
import { selectOrganizationId } from '../../../app/workspace.slice.js';
import { reportedByBaseQuery } from '../../../lib/envelopes/reported-by-base-query.js';
import {
  useCreateWizardElementMutation,
  useDeleteWizardElementMutation,
  useUpdateWizardElementMutation,
} from '../api/wizard-api.js';
import { CONTENT_TYPES, FIELD_TYPES, type PageSize, type WizardDocument } from '../api/wizard-types.js';
import {
  clampBox,
  defaultSizePoints,
  settingsErrors,
  SIGNER_ONLY_FIELDS,
  type ElementKind,
  type ElementType,
  type PlacedElement,
} from '../utils/element-rules.js';
import { blockedByPdfa } from '../utils/pdfa-field-rule.js';
import { elementTypeLabel } from '../utils/element-type-label.js';
import { elementBody, elementsFromDocuments } from '../utils/elements-from-envelope.js';
import { keyboardBox } from '../utils/keyboard-box.js';
import { localDocumentUrl } from '../utils/local-document-files.js';
import { isSignerType } from '../utils/recipient-rules.js';
import { stepHref } from '../utils/wizard-steps.js';
import { ElementSettings } from './element-settings.js';
import { HelpButton, OnboardingModal, useOnboarding } from './onboarding-modal.js';
import { StepActions } from './step-actions.js';
import styles from './wizard.module.css';
import { useRegisterSave, useWizard } from './wizard-context.js';

// pdf.js is large: it loads only when a page is drawn.
const PdfPageCanvas = lazy(() => import('./pdf-page-canvas.js'));

/** Pages are shown at most this wide, less on narrow screens; positions are fractions of the page. */
export const PAGE_DISPLAY_WIDTH = 720;
/** The page column's padding on both sides. */
const COLUMN_PADDING = 32;
/** A4 portrait, for a document whose page sizes the server has not measured. */
const FALLBACK_PAGE: PageSize = { width: 595, height: 842 };
/** Each recipient's fields are drawn in their colour, by position in the list. */
export const RECIPIENT_COLORS = [
  '#3048c8',
  '#1f8a5b',
  '#b7791f',
  '#c53030',
  '#7e3af2',
  '#0e7490',
  '#be185d',
  '#4d7c0f',
];
const DRAG_TYPE = 'application/x-rubrica-element';

const pageSizesOf = (document: WizardDocument): PageSize[] =>
  document.page_sizes?.length
    ? document.page_sizes
    : Array.from({ length: document.pages ?? 1 }, () => FALLBACK_PAGE);

let elementSequence = 0;

type Gesture = {
  key: string;
  pointerId: number;
  mode: 'move' | 'resize';
  startX: number;
  startY: number;
  box: Pick<PlacedElement, 'x' | 'y' | 'width' | 'height'>;
  size: PageSize;
};

/**
 * Step 3 (spec §2, §4, §5): fields and contents placed on the documents' pages, moved and
 * resized, each field assigned to a recipient. Saving creates new elements, updates changed ones
 * and removes deleted ones.
 */
export function FieldsStep() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { envelopeId, envelope, goTo } = useWizard();
  const organizationId = useAppSelector(selectOrganizationId);
  const documents = envelope?.documents ?? [];
  const recipients = useMemo(
    () => [...(envelope?.recipients ?? [])].sort((a, b) => (a.routing_order ?? 0) - (b.routing_order ?? 0)),
    [envelope?.recipients],
  );
  const [elements, setElements] = useState<PlacedElement[]>(() => elementsFromDocuments(documents));
  const [documentId, setDocumentId] = useState(documents[0]?.id);
  const [recipientId, setRecipientId] = useState(
    () => (recipients.find((recipient) => isSignerType(recipient.type)) ?? recipients[0])?.id,
  );
  const [selectedKey, setSelectedKey] = useState<string>();
  const [focusKey, setFocusKey] = useState<string>();
  const [showErrors, setShowErrors] = useState(false);
  const [busy, setBusy] = useState(false);
  const deleted = useRef<PlacedElement[]>([]);
  const gesture = useRef<Gesture | null>(null);
  const column = useRef<HTMLDivElement>(null);
  const [displayWidth, setDisplayWidth] = useState(PAGE_DISPLAY_WIDTH);
  // Measured before the first paint (a layout effect), then on every resize: a phone never shows
  // a page wider than its column, even for the moment before the observer's first report.
  useLayoutEffect(() => {
    const target = column.current;
    if (!target) return;
    const fit = () => {
      const room = target.clientWidth - COLUMN_PADDING;
      if (room > 0) setDisplayWidth(Math.min(PAGE_DISPLAY_WIDTH, room));
    };
    fit();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(fit);
    observer.observe(target);
    return () => observer.disconnect();
  }, []);
  useEffect(() => {
    if (!focusKey) return;
    const placed = column.current?.querySelectorAll<HTMLElement>('[data-element-key]') ?? [];
    [...placed].find((item) => item.dataset.elementKey === focusKey)?.focus();
    setFocusKey(undefined);
  }, [focusKey]);
  const onboarding = useOnboarding('business_envelope_fields');
  const [createElement] = useCreateWizardElementMutation();
  const [updateElement] = useUpdateWizardElementMutation();
  const [deleteElement] = useDeleteWizardElementMutation();

  const document = documents.find((item) => item.id === documentId) ?? documents[0];
  const selectedRecipient = recipients.find((recipient) => recipient.id === recipientId);
  const colorOf = (id: string | undefined) => {
    const index = recipients.findIndex((recipient) => recipient.id === id);
    return index < 0 ? '#6b7280' : RECIPIENT_COLORS[index % RECIPIENT_COLORS.length]!;
  };
  const invalidElements = elements.filter((element) => Object.keys(settingsErrors(element)).length > 0);

  const pdfaContext = {
    isPdfa: envelope?.metadata?.type?.pdfa === true,
    recipientIndex: (envelope?.recipients ?? []).findIndex((recipient) => recipient.id === recipientId),
    recipientCount: envelope?.recipients?.length ?? 0,
  };
  const signersOnly = (type: ElementType, kind: ElementKind) =>
    kind === 'field' &&
    !!selectedRecipient &&
    !isSignerType(selectedRecipient.type) &&
    SIGNER_ONLY_FIELDS.includes(type as never);
  const mayReceive = (type: ElementType, kind: ElementKind) =>
    kind === 'content' ||
    (!!selectedRecipient && !signersOnly(type, kind) && !blockedByPdfa(kind, type, pdfaContext));

  const place = (kind: ElementKind, type: ElementType, page: number, at?: { x: number; y: number }) => {
    if (!document || !mayReceive(type, kind)) return;
    const size = pageSizesOf(document)[page - 1] ?? FALLBACK_PAGE;
    const points = defaultSizePoints(type);
    const width = points.width / size.width;
    const height = points.height / size.height;
    // Clicked items are stepped down the page so they do not hide each other.
    const step =
      elements.filter((element) => element.documentId === document.id && element.page === page).length % 8;
    const box = clampBox(
      at
        ? { x: at.x - width / 2, y: at.y - height / 2, width, height }
        : { x: 0.08 + step * 0.03, y: 0.08 + step * 0.06, width, height },
      type,
      size,
    );
    const key = `new-${(elementSequence += 1)}`;
    setElements((current) => [
      ...current,
      {
        key,
        kind,
        type,
        documentId: document.id,
        page,
        ...box,
        recipientId: kind === 'field' ? recipientId : undefined,
        title: '',
        value: '',
        options: [],
        isRequired: true,
        dirty: true,
      },
    ]);
    setSelectedKey(key);
    // The new element takes the focus, so the keyboard can move it at once.
    setFocusKey(key);
  };

  const change = (key: string, patch: Partial<PlacedElement>) =>
    setElements((current) =>
      current.map((element) => (element.key === key ? { ...element, ...patch, dirty: true } : element)),
    );

  const remove = (element: PlacedElement) => {
    if (element.id) deleted.current.push(element);
    setElements((current) => current.filter((item) => item.key !== element.key));
    setSelectedKey(undefined);
  };

  const onDrop = (event: DragEvent<HTMLDivElement>, page: number) => {
    event.preventDefault();
    const [kind, type] = (event.dataTransfer.getData(DRAG_TYPE) || '').split(':') as [
      ElementKind,
      ElementType,
    ];
    if (!kind || !type) return;
    const rect = event.currentTarget.getBoundingClientRect();
    place(kind, type, page, {
      x: rect.width ? (event.clientX - rect.left) / rect.width : 0.5,
      y: rect.height ? (event.clientY - rect.top) / rect.height : 0.5,
    });
  };

  /**
   * Moves or resizes with a mouse, a pen or a finger (pointer events; the elements take no
   * touch scrolling, see the stylesheet). Only the pointer that started the gesture counts.
   */
  const startGesture = (
    event: ReactPointerEvent,
    element: PlacedElement,
    mode: Gesture['mode'],
    size: PageSize,
  ) => {
    if (event.button !== 0 || gesture.current) return;
    event.stopPropagation();
    // Keeps the element focused (for the keyboard) without the browser's text selection.
    event.preventDefault();
    event.currentTarget.closest<HTMLElement>('[data-testid="placed-element"]')?.focus();
    setSelectedKey(element.key);
    gesture.current = {
      key: element.key,
      pointerId: event.pointerId,
      mode,
      startX: event.clientX,
      startY: event.clientY,
      box: { x: element.x, y: element.y, width: element.width, height: element.height },
      size,
    };
    const width = displayWidth;
    const displayHeight = (width * size.height) / size.width;
    const onMove = (move: PointerEvent) => {
      const active = gesture.current;
      if (!active || move.pointerId !== active.pointerId) return;
      const dx = (move.clientX - active.startX) / width;
      const dy = (move.clientY - active.startY) / displayHeight;
      const next =
        active.mode === 'move'
          ? { ...active.box, x: active.box.x + dx, y: active.box.y + dy }
          : { ...active.box, width: active.box.width + dx, height: active.box.height + dy };
      change(active.key, clampBox(next, element.type, active.size));
    };
    const onUp = (up: PointerEvent) => {
      if (up.pointerId !== gesture.current?.pointerId) return;
      gesture.current = null;
      window.removeEventListener('pointermove', onMove);
      window.removeEventListener('pointerup', onUp);
      window.removeEventListener('pointercancel', onUp);
    };
    window.addEventListener('pointermove', onMove);
    window.addEventListener('pointerup', onUp);
    window.addEventListener('pointercancel', onUp);
  };

  /** Arrows move the focused element, Shift + arrows resize it, Delete removes it. */
  const onElementKey = (event: ReactKeyboardEvent, element: PlacedElement, size: PageSize) => {
    if (event.key === 'Delete') {
      event.preventDefault();
      remove(element);
      return;
    }
    const box = keyboardBox(element, event.key, event.shiftKey, element.type, size);
    if (!box) return;
    // The arrows would otherwise scroll the page.
    event.preventDefault();
    change(element.key, box);
  };

  const save = async (): Promise<boolean> => {
    if (!envelopeId) return false;
    if (invalidElements.length > 0) {
      setShowErrors(true);
      setSelectedKey(invalidElements[0]!.key);
      return false;
    }
    for (const element of [...deleted.current]) {
      const result = await deleteElement({
        envelopeId,
        documentId: element.documentId,
        kind: element.kind === 'field' ? 'fields' : 'contents',
        id: element.id!,
      });
      if ('error' in result && statusOf(result.error) !== 404) return failed(element, result.error);
      deleted.current = deleted.current.filter((item) => item !== element);
    }
    for (const element of elements) {
      if (!element.dirty) continue;
      const kind = element.kind === 'field' ? 'fields' : 'contents';
      const body = elementBody(element);
      const image = element.type === 'image' ? element.image : undefined;
      const result = element.id
        ? await updateElement({
            envelopeId,
            documentId: element.documentId,
            kind,
            id: element.id,
            body,
            image,
          })
        : await createElement({ envelopeId, documentId: element.documentId, kind, body, image });
      if ('error' in result) return failed(element, result.error);
      const id = element.id ?? (result.data as { id: string }).id;
      setElements((current) =>
        current.map((item) =>
          item.key === element.key ? { ...item, id, dirty: false, image: undefined } : item,
        ),
      );
    }
    return true;
  };

  const failed = (element: PlacedElement, error: unknown): false => {
    setSelectedKey(element.key);
    if (reportedByBaseQuery(error)) return false;
    const detail = Object.values(fieldErrorsOf(error)).flat()[0];
    dispatch(
      alertShown({
        kind: 'danger',
        messageKey: 'wizard.fields.saveError',
        values: { message: detail ?? errorMessageOf(error) ?? '' },
      }),
    );
    return false;
  };

  useRegisterSave(save);

  const onNext = async () => {
    setBusy(true);
    try {
      if ((await save()) && envelopeId) goTo(stepHref('review', envelopeId));
    } finally {
      setBusy(false);
    }
  };

  const selected = elements.find((element) => element.key === selectedKey);
  const displayUrl = document ? (document.links?.display ?? localDocumentUrl(document.id)) : undefined;
  const headers =
    displayUrl?.startsWith('/api/') && organizationId ? { 'X-Organization': organizationId } : undefined;

  const paletteItem = (kind: ElementKind, type: ElementType) => {
    const allowed = mayReceive(type, kind);
    const label = elementTypeLabel(t, kind, type);
    return (
      <li key={`${kind}:${type}`}>
        <button
          type="button"
          className={styles.paletteItem}
          draggable={allowed}
          disabled={!allowed}
          title={
            allowed
              ? undefined
              : signersOnly(type, kind)
                ? t('wizard.fields.signersOnly')
                : t('wizard.fields.pdfaSignatureOnly')
          }
          onDragStart={(event) => event.dataTransfer.setData(DRAG_TYPE, `${kind}:${type}`)}
          onClick={() => place(kind, type, 1)}
          style={kind === 'field' ? { borderLeftColor: colorOf(recipientId) } : undefined}
        >
          {label}
        </button>
      </li>
    );
  };

  return (
    <section className={styles.card} aria-labelledby="wizard-fields-title">
      <div className={styles.cardHead}>
        <h1 id="wizard-fields-title" className={styles.stepTitle}>
          {t('wizard.fields.title')}
        </h1>
        <HelpButton onClick={onboarding.reopen} />
      </div>

      <div className={styles.fieldsLayout}>
        <div className={styles.sideColumn}>
          <aside className={styles.palette} aria-label={t('wizard.fields.palette')}>
            <label htmlFor="wizard-field-recipient" className={styles.label}>
              {t('wizard.fields.recipient')}
            </label>
            <select
              id="wizard-field-recipient"
              className={styles.input}
              value={recipientId ?? ''}
              onChange={(event) => setRecipientId(event.target.value)}
              style={{ borderLeft: `6px solid ${colorOf(recipientId)}` }}
            >
              {recipients.map((recipient) => (
                <option key={recipient.id} value={recipient.id}>
                  {recipient.addressees[0]?.name} ({t(`envelopes.recipientTypes.${recipient.type}`)})
                </option>
              ))}
            </select>
            <h2 className={styles.paletteTitle}>{t('wizard.fields.fieldsHeading')}</h2>
            <ul className={styles.paletteList} aria-label={t('wizard.fields.fieldsHeading')}>
              {FIELD_TYPES.map((type) => paletteItem('field', type))}
            </ul>
            <h2 className={styles.paletteTitle}>{t('wizard.fields.contentsHeading')}</h2>
            <ul className={styles.paletteList} aria-label={t('wizard.fields.contentsHeading')}>
              {CONTENT_TYPES.map((type) => paletteItem('content', type))}
            </ul>
            <p className={styles.muted}>{t('wizard.fields.paletteHint')}</p>
          </aside>
          <p id="wizard-element-keys" className="visually-hidden">
            {t('wizard.fields.elementKeys')}
          </p>
          <aside className={styles.settings} aria-label={t('wizard.fields.settings')}>
            {selected ? (
              <ElementSettings
                key={selected.key}
                element={selected}
                recipients={recipients}
                showErrors={showErrors}
                onChange={(patch) => change(selected.key, patch)}
                onRemove={() => remove(selected)}
              />
            ) : (
              <p className={styles.muted}>{t('wizard.fields.noSelection')}</p>
            )}
          </aside>
        </div>

        <div className={styles.pagesColumn} ref={column}>
          {documents.length > 1 && (
            <div role="tablist" className={styles.tabs} aria-label={t('wizard.fields.documents')}>
              {documents.map((item) => (
                <button
                  key={item.id}
                  type="button"
                  role="tab"
                  aria-selected={item.id === document?.id}
                  className={item.id === document?.id ? styles.tabActive : styles.tab}
                  onClick={() => setDocumentId(item.id)}
                >
                  {item.name}
                </button>
              ))}
            </div>
          )}
          {document &&
            pageSizesOf(document).map((size, index) => {
              const page = index + 1;
              const height = (displayWidth * size.height) / size.width;
              return (
                <div
                  key={`${document.id}-${page}`}
                  className={styles.pageBox}
                  style={{ width: displayWidth, height }}
                  data-testid={`page-${page}`}
                  aria-label={t('wizard.fields.page', {
                    name: document.name,
                    page,
                    total: pageSizesOf(document).length,
                  })}
                  role="region"
                  onDragOver={(event) => event.preventDefault()}
                  onDrop={(event) => onDrop(event, page)}
                  onPointerDown={() => setSelectedKey(undefined)}
                >
                  {displayUrl ? (
                    <Suspense fallback={null}>
                      <PdfPageCanvas url={displayUrl} headers={headers} number={page} width={displayWidth} />
                    </Suspense>
                  ) : (
                    <span className={styles.pagePlaceholder}>{t('wizard.fields.previewUnavailable')}</span>
                  )}
                  {elements
                    .filter((element) => element.documentId === document.id && element.page === page)
                    .map((element) => {
                      const color = element.kind === 'field' ? colorOf(element.recipientId) : '#5c6577';
                      const invalid = showErrors && Object.keys(settingsErrors(element)).length > 0;
                      return (
                        <div
                          key={element.key}
                          className={`${styles.element} ${element.key === selectedKey ? styles.elementSelected : ''} ${invalid ? styles.elementInvalid : ''}`}
                          style={{
                            left: `${element.x * 100}%`,
                            top: `${element.y * 100}%`,
                            width: `${element.width * 100}%`,
                            height: `${element.height * 100}%`,
                            borderColor: color,
                            background: `${color}1f`,
                            color,
                          }}
                          data-testid="placed-element"
                          data-element-key={element.key}
                          data-type={element.type}
                          role="button"
                          tabIndex={0}
                          aria-label={t('wizard.fields.elementLabel', {
                            type: elementTypeLabel(t, element.kind, element.type),
                          })}
                          aria-describedby="wizard-element-keys"
                          onFocus={() => setSelectedKey(element.key)}
                          onPointerDown={(event) => startGesture(event, element, 'move', size)}
                          onKeyDown={(event) => onElementKey(event, element, size)}
                        >
                          <span className={styles.elementText}>
                            {element.title || elementTypeLabel(t, element.kind, element.type)}
                          </span>
                          <span
                            className={styles.resizeHandle}
                            data-testid="resize-handle"
                            style={{ background: color }}
                            onPointerDown={(event) => startGesture(event, element, 'resize', size)}
                          />
                        </div>
                      );
                    })}
                </div>
              );
            })}
        </div>
      </div>

      {showErrors && invalidElements.length > 0 && (
        <p role="alert" className={styles.errorBox}>
          {t('wizard.fields.fixSettings')}
        </p>
      )}

      <StepActions
        backLabel={t('wizard.back')}
        onBack={() => envelopeId && void save().then((ok) => ok && goTo(stepHref('recipients', envelopeId)))}
        busy={busy}
        nextDisabled={busy}
        onNext={() => void onNext()}
      />

      {onboarding.open && (
        <OnboardingModal
          title={t('wizard.fields.onboarding.title')}
          pages={[1, 2].map((page) => ({
            title: t(`wizard.fields.onboarding.page${page}Title` as 'wizard.fields.onboarding.page1Title'),
            text: t(`wizard.fields.onboarding.page${page}Text` as 'wizard.fields.onboarding.page1Text'),
          }))}
          onClose={onboarding.close}
        />
      )}
    </section>
  );
}
