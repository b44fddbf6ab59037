import { lazy, Suspense, useMemo, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { useAppSelector } from '../../../app/hooks.js';
import { selectOrganizationId } from '../../../app/workspace.slice.js';
import { CONTENT_TYPES, FIELD_TYPES } from '../utils/element-types.js';
import { useElementGestures } from '../hooks/use-element-gestures.js';
import { usePageColumnWidth } from '../hooks/use-page-column-width.js';
import { usePlacedElements } from '../hooks/use-placed-elements.js';
import { useSaveElements } from '../hooks/use-save-elements.js';
import {
  settingsErrors,
  SIGNER_ONLY_FIELDS,
  type ElementKind,
  type ElementType,
} from '../utils/element-rules.js';
import { blockedByPdfa } from '../utils/pdfa-field-rule.js';
import { elementTypeLabel } from '../utils/element-type-label.js';
import { localDocumentUrl } from '../utils/local-document-files.js';
import { pageSizesOf } from '../utils/page-sizes.js';
import { isSignerType } from '../utils/recipient-rules.js';
import { stepHref } from '../utils/wizard-steps.js';
import { ElementSettings } from './element-settings.js';
import { HelpButton, OnboardingModal, useOnboarding } from './onboarding-modal.js';
import { StepActions } from './step-actions.js';
import styles from './wizard.module.css';
import { useRegisterSave, useWizard } from './wizard-context.js';
import { StepCard } from './step-card.js';

export { PAGE_DISPLAY_WIDTH } from '../hooks/use-page-column-width.js';

// pdf.js is large: it loads only when a page is drawn.
const PdfPageCanvas = lazy(() => import('./pdf-page-canvas.js'));

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

/**
 * Step 3 (spec §2, §4, §5): fields and contents placed on the documents' pages, moved and
 * resized, each field assigned to a recipient. Saving creates new elements, updates changed ones
 * and removes deleted ones.
 */
export function FieldsStep() {
  const { t } = useTranslation();
  const { envelopeId, envelope, goTo } = useWizard();
  const organizationId = useAppSelector(selectOrganizationId);
  const documents = envelope?.documents ?? [];
  const recipients = useMemo(
    () => [...(envelope?.recipients ?? [])].sort((a, b) => (a.routing_order ?? 0) - (b.routing_order ?? 0)),
    [envelope?.recipients],
  );
  const [documentId, setDocumentId] = useState(documents[0]?.id);
  const [recipientId, setRecipientId] = useState(
    () => (recipients.find((recipient) => isSignerType(recipient.type)) ?? recipients[0])?.id,
  );
  const [busy, setBusy] = useState(false);
  const { column, displayWidth } = usePageColumnWidth();
  const placed = usePlacedElements(documents, column);
  const { elements, selectedKey, setSelectedKey, change, remove } = placed;
  const { startGesture, onElementKey } = useElementGestures({
    displayWidth,
    select: setSelectedKey,
    change,
    remove,
  });
  const { save, showErrors, invalidElements } = useSaveElements(envelopeId, placed);
  const onboarding = useOnboarding('business_envelope_fields');

  const document = documents.find((item) => item.id === documentId) ?? documents[0];
  const selectedRecipient = recipients.find((recipient) => recipient.id === recipientId);
  const colorOf = (id: string | undefined) => {
    const index = recipients.findIndex((recipient) => recipient.id === id);
    return index < 0 ? '#6b7280' : RECIPIENT_COLORS[index % RECIPIENT_COLORS.length]!;
  };

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
    placed.place(document, { kind, type, recipientId }, page, at);
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
    <StepCard
      step="fields"
      title={t('wizard.fields.title')}
      aside={<HelpButton onClick={onboarding.reopen} />}
    >
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
    </StepCard>
  );
}
