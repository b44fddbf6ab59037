import './assets/handwriting-fonts.css';

import { useEffect, useId, useRef, useState, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '../button.js';
import { ConfirmModal } from '../confirm-modal.js';
import type { SignatureDraft, SignatureKind } from './signature-draft.js';
import { defaultInitials, TEXT_LIMITS } from './default-initials.js';
import { drawGeometry } from './draw-geometry.js';
import { HANDWRITING_FONTS } from './handwriting-fonts.js';
import { signatureImageProblem } from './signature-image-rules.js';
import styles from './signature-creator.module.css';

export type CreatorTab = 'text' | 'draw' | 'image';

const ALL_TABS: readonly CreatorTab[] = ['text', 'draw', 'image'];

/** The canvas's width when the modal cannot measure its column (before layout, in tests). */
const FALLBACK_CANVAS_WIDTH = 480;

/**
 * The signature creator (spec §2 and §5): typed with one of six fonts, drawn, or uploaded. What is
 * being made is dropped when the modal closes or the tab changes.
 */
export function SignatureCreatorModal({
  kind,
  name,
  tabs = ALL_TABS,
  saving,
  error,
  onSave,
  onClose,
}: {
  kind: SignatureKind;
  name: string;
  tabs?: readonly CreatorTab[];
  saving: boolean;
  error?: string | null;
  onSave: (draft: SignatureDraft) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<CreatorTab>(tabs[0]!);
  const [draft, setDraft] = useState<SignatureDraft | null>(null);
  const id = useId();

  const changeTab = (next: CreatorTab) => {
    setDraft(null);
    setTab(next);
  };

  return (
    <ConfirmModal
      size="large"
      title={t(
        kind === 'signature' ? 'signingViewer.creator.titleSignature' : 'signingViewer.creator.titleInitials',
      )}
      confirmLabel={t('signingViewer.creator.save')}
      busy={!draft || saving}
      onConfirm={() => draft && onSave(draft)}
      onClose={onClose}
    >
      {tabs.length > 1 && (
        <div role="tablist" className={styles.tabs}>
          {tabs.map((candidate) => (
            <button
              key={candidate}
              type="button"
              role="tab"
              id={`${id}-${candidate}`}
              aria-selected={tab === candidate}
              className={tab === candidate ? `${styles.tab} ${styles.tabActive}` : styles.tab}
              onClick={() => changeTab(candidate)}
            >
              {t(`signingViewer.creator.tabs.${candidate}`)}
            </button>
          ))}
        </div>
      )}
      <div role="tabpanel" aria-labelledby={`${id}-${tab}`} className={styles.tabPanel}>
        {tab === 'text' && <TextTab key="text" kind={kind} name={name} onDraft={setDraft} />}
        {tab === 'draw' && <DrawTab key="draw" onDraft={setDraft} />}
        {tab === 'image' && <ImageTab key="image" onDraft={setDraft} />}
      </div>
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
    </ConfirmModal>
  );
}

function TextTab({
  kind,
  name,
  onDraft,
}: {
  kind: SignatureKind;
  name: string;
  onDraft: (draft: SignatureDraft | null) => void;
}) {
  const { t } = useTranslation();
  const limit = TEXT_LIMITS[kind];
  const initial =
    kind === 'initials' ? defaultInitials(name) : Array.from(name.trim()).slice(0, limit).join('');
  const [text, setText] = useState(initial);
  const [font, setFont] = useState<string>(HANDWRITING_FONTS[0].id);
  const inputId = useId();

  useEffect(() => {
    onDraft(text.trim() ? { type: 'text', text: text.trim(), font } : null);
  }, [text, font, onDraft]);

  return (
    <div className={styles.creatorBody}>
      <label htmlFor={inputId} className={styles.label}>
        {t(kind === 'signature' ? 'signingViewer.creator.typedName' : 'signingViewer.creator.typedInitials')}
      </label>
      <input
        id={inputId}
        className={styles.input}
        value={text}
        maxLength={limit}
        onChange={(event) => setText(Array.from(event.target.value).slice(0, limit).join(''))}
      />
      <span className={styles.counter}>
        {t('signingViewer.creator.counter', { count: Array.from(text).length, max: limit })}
      </span>
      <fieldset className={styles.fonts}>
        <legend className={styles.label}>{t('signingViewer.creator.font')}</legend>
        {HANDWRITING_FONTS.map((candidate, index) => (
          <label
            key={candidate.id}
            className={font === candidate.id ? `${styles.font} ${styles.fontActive}` : styles.font}
          >
            <input
              type="radio"
              name={`${inputId}-font`}
              value={candidate.id}
              checked={font === candidate.id}
              onChange={() => setFont(candidate.id)}
              aria-label={t('signingViewer.creator.fontNumber', { number: index + 1 })}
            />
            <span style={{ fontFamily: `'${candidate.family}', cursive` }}>{text || name}</span>
          </label>
        ))}
      </fieldset>
    </div>
  );
}

function DrawTab({ onDraft }: { onDraft: (draft: SignatureDraft | null) => void }) {
  const { t } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const drawing = useRef(false);
  const [geometry, setGeometry] = useState(() => drawGeometry(FALLBACK_CANVAS_WIDTH));

  useEffect(() => {
    const width = Math.floor(box.current?.clientWidth ?? 0);
    if (width > 0) setGeometry(drawGeometry(width));
  }, []);

  const context = () => {
    const target = canvas.current?.getContext?.('2d') ?? null;
    if (target) {
      target.lineWidth = geometry.lineWidth;
      target.lineCap = 'round';
      target.lineJoin = 'round';
      target.strokeStyle = '#1c2230';
    }
    return target;
  };

  const point = (event: PointerEvent<HTMLCanvasElement>) => {
    const rect = event.currentTarget.getBoundingClientRect();
    const scaleX = rect.width ? geometry.width / rect.width : 1;
    const scaleY = rect.height ? geometry.height / rect.height : 1;
    return { x: (event.clientX - rect.left) * scaleX, y: (event.clientY - rect.top) * scaleY };
  };

  const clear = () => {
    context()?.clearRect(0, 0, geometry.width, geometry.height);
    onDraft(null);
  };

  return (
    <div className={styles.creatorBody} ref={box}>
      <p className={styles.muted}>{t('signingViewer.creator.drawHint')}</p>
      <canvas
        ref={canvas}
        width={geometry.width}
        height={geometry.height}
        data-line-width={geometry.lineWidth}
        className={styles.drawCanvas}
        aria-label={t('signingViewer.creator.drawArea')}
        onPointerDown={(event) => {
          const target = context();
          if (!target) return;
          drawing.current = true;
          event.currentTarget.setPointerCapture?.(event.pointerId);
          const { x, y } = point(event);
          target.beginPath();
          target.moveTo(x, y);
        }}
        onPointerMove={(event) => {
          if (!drawing.current) return;
          const target = context();
          const { x, y } = point(event);
          target?.lineTo(x, y);
          target?.stroke();
        }}
        onPointerUp={() => {
          if (!drawing.current) return;
          drawing.current = false;
          const image = canvas.current?.toDataURL('image/png');
          if (image) onDraft({ type: 'draw', image });
        }}
      />
      <div>
        <Button variant="secondary" onClick={clear}>
          {t('signingViewer.creator.clear')}
        </Button>
      </div>
    </div>
  );
}

function ImageTab({ onDraft }: { onDraft: (draft: SignatureDraft | null) => void }) {
  const { t } = useTranslation();
  const inputId = useId();
  const [problem, setProblem] = useState<'type' | 'size' | null>(null);
  const [preview, setPreview] = useState<string | null>(null);

  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  return (
    <div className={styles.creatorBody}>
      <label htmlFor={inputId} className={styles.label}>
        {t('signingViewer.creator.chooseImage')}
      </label>
      <input
        id={inputId}
        type="file"
        accept=".png,.jpg,.jpeg,.bmp,image/png,image/jpeg,image/bmp"
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (!file) return;
          const found = signatureImageProblem(file);
          setProblem(found);
          if (found) {
            setPreview(null);
            onDraft(null);
            return;
          }
          setPreview(typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null);
          onDraft({ type: 'image', file });
        }}
      />
      <span className={styles.muted}>{t('signingViewer.creator.imageRules')}</span>
      {problem && (
        <p role="alert" className={styles.error}>
          {t(problem === 'type' ? 'signingViewer.creator.imageType' : 'signingViewer.creator.imageSize')}
        </p>
      )}
      {preview && (
        <img className={styles.imagePreview} src={preview} alt={t('signingViewer.creator.preview')} />
      )}
    </div>
  );
}
