import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '../../../components/button.js';
import { Modal } from '../../../components/modal.js';
import { captureJpeg } from '../utils/capture-jpeg.js';
import styles from './signing-viewer.module.css';

type Step = 'instructions' | 'camera' | 'cameraFailed' | 'review';

/**
 * The photo identifier (spec §4, sign flow step 1): instructions, camera capture, review with
 * retry or send. The JPEG goes to `onSend`; signing continues when it resolves true.
 */
export function PhotoModal({
  onSend,
  onClose,
}: {
  onSend: (photo: Blob) => Promise<boolean>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [step, setStep] = useState<Step>('instructions');
  const [photo, setPhoto] = useState<{ blob: Blob; url: string | null } | null>(null);
  const [sending, setSending] = useState(false);
  const [failed, setFailed] = useState(false);
  const stream = useRef<MediaStream | null>(null);
  const video = useRef<HTMLVideoElement>(null);

  const stopCamera = () => {
    stream.current?.getTracks().forEach((track) => track.stop());
    stream.current = null;
  };
  useEffect(() => stopCamera, []);
  useEffect(() => () => void (photo?.url && URL.revokeObjectURL(photo.url)), [photo]);

  const startCamera = async () => {
    setFailed(false);
    try {
      if (!navigator.mediaDevices?.getUserMedia) throw new Error('no camera');
      stream.current = await navigator.mediaDevices.getUserMedia({
        video: { facingMode: 'user' },
        audio: false,
      });
      setStep('camera');
    } catch {
      setStep('cameraFailed');
    }
  };

  useEffect(() => {
    const element = video.current;
    if (step !== 'camera' || !element || !stream.current) return;
    element.srcObject = stream.current;
    void Promise.resolve(element.play?.()).catch(() => {});
  }, [step]);

  const capture = async () => {
    if (!video.current) return;
    try {
      const blob = await captureJpeg(video.current);
      stopCamera();
      setPhoto({ blob, url: typeof URL.createObjectURL === 'function' ? URL.createObjectURL(blob) : null });
      setStep('review');
    } catch {
      setStep('cameraFailed');
    }
  };

  const retry = () => {
    setPhoto(null);
    void startCamera();
  };

  const send = async () => {
    if (!photo) return;
    setSending(true);
    setFailed(false);
    const sent = await onSend(photo.blob);
    setSending(false);
    if (!sent) setFailed(true);
  };

  const close = () => {
    stopCamera();
    onClose();
  };

  return (
    <Modal
      title={t('signingViewer.photo.title')}
      onClose={close}
      actions={
        <>
          <Button variant="secondary" onClick={close}>
            {t('common.cancel')}
          </Button>
          {step === 'instructions' && (
            <Button onClick={() => void startCamera()}>{t('signingViewer.photo.start')}</Button>
          )}
          {step === 'cameraFailed' && (
            <Button onClick={() => void startCamera()}>{t('signingViewer.photo.tryAgain')}</Button>
          )}
          {step === 'camera' && (
            <Button onClick={() => void capture()}>{t('signingViewer.photo.capture')}</Button>
          )}
          {step === 'review' && (
            <>
              <Button variant="secondary" onClick={retry} disabled={sending}>
                {t('signingViewer.photo.retake')}
              </Button>
              <Button onClick={() => void send()} disabled={sending}>
                {t('signingViewer.photo.send')}
              </Button>
            </>
          )}
        </>
      }
    >
      {step === 'instructions' && (
        <ul className={styles.instructions}>
          <li>{t('signingViewer.photo.instructionLight')}</li>
          <li>{t('signingViewer.photo.instructionFace')}</li>
          <li>{t('signingViewer.photo.instructionAllow')}</li>
        </ul>
      )}
      {step === 'cameraFailed' && (
        <p role="alert" className={styles.error}>
          {t('signingViewer.photo.cameraFailed')}
        </p>
      )}
      {step === 'camera' && (
        <video
          ref={video}
          className={styles.camera}
          autoPlay
          playsInline
          muted
          aria-label={t('signingViewer.photo.cameraLabel')}
        />
      )}
      {step === 'review' && (
        <>
          <p>{t('signingViewer.photo.review')}</p>
          {photo?.url && (
            <img className={styles.camera} src={photo.url} alt={t('signingViewer.photo.yourPhoto')} />
          )}
        </>
      )}
      {failed && (
        <p role="alert" className={styles.error}>
          {t('signingViewer.photo.sendFailed')}
        </p>
      )}
    </Modal>
  );
}
