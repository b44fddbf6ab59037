import { skipToken } from '@reduxjs/toolkit/query/react';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker, useNavigate, useParams, useSearchParams } from 'react-router';

import { statusOf } from '../../../app/base-query.js';
import { useDocumentTitle } from '../../../hooks/use-document-title.js';
import {
  useEnvelopesGetQuery,
  useLazyEnvelopesGetQuery,
  wizardEnvelopeArg,
  type WizardEnvelope,
} from '../api/wizard-api.js';
import { resumeStep } from '../utils/resume-step.js';
import { isAllowedExit, stepHref, WIZARD_STEPS, type WizardStep } from '../utils/wizard-steps.js';
import { ConversionErrors } from './conversion-errors.js';
import { DocumentsStep } from './documents-step.js';
import { FieldsStep } from './fields-step.js';
import { LeaveStepModal } from './leave-step-modal.js';
import { RecipientsStep } from './recipients-step.js';
import { ReviewStep } from './review-step.js';
import styles from './wizard.module.css';
import { WizardContext, type SaveStep, type WizardContextValue } from './wizard-context.js';

/**
 * The query flag of a draft opened from the draft list (`…/documents?resume=true`): the wizard
 * moves on to the step the draft was left at (utils/resume-step.ts).
 */
export const RESUME_PARAM = 'resume';

/** How often the envelope is read again while an office document converts (about a second). */
export const CONVERSION_POLL_MS = 1000;

const STEP_VIEWS: Record<WizardStep, () => ReactNode> = {
  documents: () => <DocumentsStep />,
  recipients: () => <RecipientsStep />,
  fields: () => <FieldsStep />,
  review: () => <ReviewStep />,
};

/**
 * The envelope creation wizard (spec §2): four steps, the earlier ones shown as done. Leaving a
 * step for a route that is not one of its allowed exits asks first (leave modal).
 */
export function EnvelopeWizardPage({ step }: { step: WizardStep }) {
  const { t } = useTranslation();
  const { id } = useParams();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const resuming = !!id && step === 'documents' && searchParams.has(RESUME_PARAM);
  // While an office document converts, the envelope is read again until it is a PDF or failed.
  const [converting, setConverting] = useState(false);
  const query = useEnvelopesGetQuery(id && !resuming ? wizardEnvelopeArg(id) : skipToken, {
    pollingInterval: converting ? CONVERSION_POLL_MS : 0,
  });
  const convertingNow = !!query.data?.documents?.some(
    (document) => document.conversion_status === 'converting',
  );
  useEffect(() => setConverting(convertingNow), [convertingNow]);
  const [fetchEnvelope] = useLazyEnvelopesGetQuery();
  const save = useRef<SaveStep>(async () => true);
  const free = useRef(false);
  useDocumentTitle(t('wizard.title'));

  const blocker = useBlocker(({ currentLocation, nextLocation }) => {
    if (free.current) return false;
    if (currentLocation.pathname === nextLocation.pathname) return false;
    return !isAllowedExit(step, id, nextLocation.pathname);
  });

  // Each step opens at its top, not where the previous step had been scrolled to.
  useLayoutEffect(() => {
    window.scrollTo(0, 0);
  }, [step]);

  const { refetch } = query;
  const goTo = useCallback(
    (href: string) => {
      // The next step starts from what the server now holds (the steps read it once, on mount).
      const fresh = id ? refetch().catch(() => undefined) : Promise.resolve();
      void fresh.then(() => {
        free.current = true;
        return Promise.resolve(navigate(href)).finally(() => {
          free.current = false;
        });
      });
    },
    [navigate, refetch, id],
  );

  useEffect(() => {
    if (!resuming || !id) return;
    let active = true;
    // Decided on what the server holds now, not on an earlier visit's copy; a failed read opens
    // step 1, which shows the error.
    void fetchEnvelope(wizardEnvelopeArg(id))
      .unwrap()
      .then(
        (envelope) => resumeStep(envelope as WizardEnvelope),
        () => 'documents' as const,
      )
      .then((target) => {
        if (!active) return;
        // Replaces the entry, so Back from the step returns to the draft list, not here.
        free.current = true;
        return Promise.resolve(navigate(stepHref(target, id), { replace: true })).finally(() => {
          free.current = false;
        });
      });
    return () => {
      active = false;
    };
  }, [resuming, id, fetchEnvelope, navigate]);

  const context = useMemo<WizardContextValue>(
    () => ({
      envelopeId: id,
      // Read extended, as the sender's: every recipient comes whole.
      envelope: query.data as WizardEnvelope | undefined,
      registerSave: (next) => {
        save.current = next;
      },
      goTo,
    }),
    [id, query.data, goTo],
  );

  const current = WIZARD_STEPS.indexOf(step);
  const notFound = id && query.isError && statusOf(query.error) === 404;

  return (
    <div className={styles.page}>
      <nav aria-label={t('wizard.stepsLabel')} className={styles.stepper}>
        <ol>
          {WIZARD_STEPS.map((name, index) => {
            const state = index < current ? 'done' : index === current ? 'current' : 'next';
            return (
              <li
                key={name}
                className={`${styles.stepItem} ${styles[state]}`}
                aria-current={state === 'current' ? 'step' : undefined}
                data-state={state}
              >
                <span className={styles.stepNumber} aria-hidden="true">
                  {state === 'done' ? '✓' : index + 1}
                </span>
                <span className={styles.stepLabel}>{t(`wizard.steps.${name}`)}</span>
                {state === 'done' && <span className="visually-hidden">{t('wizard.stepDone')}</span>}
              </li>
            );
          })}
        </ol>
      </nav>
      {notFound ? (
        <p role="alert" className={styles.errorBox}>
          {t('wizard.notFound')}
        </p>
      ) : id && (!query.data || resuming) ? (
        query.isError ? (
          <p role="alert" className={styles.errorBox}>
            {t('wizard.loadError')}
          </p>
        ) : (
          <p className={styles.muted}>{t('common.loading')}</p>
        )
      ) : (
        <WizardContext value={context}>
          {/* Step 1 lists each document with its own state. */}
          {step !== 'documents' && <ConversionErrors documents={query.data?.documents ?? []} />}
          {/* Keyed by envelope, so a new envelope starts with fresh forms. */}
          <div key={id ?? 'new'}>{STEP_VIEWS[step]()}</div>
        </WizardContext>
      )}
      {blocker.state === 'blocked' && (
        <LeaveStepModal
          onStay={() => blocker.reset()}
          onDiscard={() => blocker.proceed()}
          onSaveAndClose={async () => {
            if (await save.current()) blocker.proceed();
            else blocker.reset();
          }}
        />
      )}
    </div>
  );
}
