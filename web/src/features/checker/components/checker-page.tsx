import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

import { errorMessageOf, fieldErrorsOf } from '../../../app/base-query.js';
import { Button } from '../../../components/button.js';
import { FileDropZone } from '../../../components/file-drop-zone.js';
import { PageHeader } from '../../../components/page-header.js';
import { TabList } from '../../../components/tab-list.js';
import { externalLinks } from '../../../config/external-links.js';
import { formatSize } from '../../../lib/format-size.js';
import { useVerifierCheckMutation, type ValidationRequest } from '../api/checker-api.js';
import { checkPdfFile, MAX_CHECKED_FILE_BYTES, type PdfFileProblem } from '../utils/check-pdf-file.util.js';
import styles from './checker-page.module.css';
import { ValidationResult } from './validation-result.js';

type Tab = 'code' | 'integrity';
const TABS: readonly Tab[] = ['code', 'integrity'];

/**
 * The public verifier (workspace spec §2, "Verifier"): a signature code, or a PDF whose SHA-1 the
 * server compares with the sealed documents. The signature page's QR code opens it with
 * `?code=` (the redirect entry uses `?token=`), which is checked at once. The government
 * validator the spec's sidebar item opens is offered as a link rather than a forced redirect, so
 * the in-product check stays reachable.
 */
export function CheckerPage() {
  const { t, i18n } = useTranslation();
  const id = useId();
  const [query] = useSearchParams();
  const initialCode = (query.get('code') ?? query.get('token') ?? '').trim();
  const [tab, setTab] = useState<Tab>('code');
  const [code, setCode] = useState(initialCode);
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<PdfFileProblem | 'codeRequired' | 'fileRequired' | null>(null);
  const [validate, { data, error, isLoading, reset }] = useVerifierCheckMutation();
  const started = useRef(false);

  useEffect(() => {
    if (initialCode && !started.current) {
      started.current = true;
      void validate({ body: { code: initialCode } });
    }
  }, [initialCode, validate]);

  const switchTab = (name: Tab) => {
    setTab(name);
    setProblem(null);
    reset();
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const typed = code.trim();
    const request: ValidationRequest = { code: typed || undefined };
    if (tab === 'code') {
      if (!typed) return setProblem('codeRequired');
    } else {
      if (!file) return setProblem('fileRequired');
      const fileProblem = checkPdfFile(file);
      if (fileProblem) return setProblem(fileProblem);
      request.file = file;
    }
    setProblem(null);
    void validate({ body: request });
  };

  const serverError = error
    ? (fieldErrorsOf(error).code?.[0] ??
      fieldErrorsOf(error).file?.[0] ??
      errorMessageOf(error) ??
      t('checker.errors.generic'))
    : null;
  const codeError = problem === 'codeRequired' ? t('checker.errors.codeRequired') : null;
  const fileError =
    problem === 'notPdf' || problem === 'tooLarge' || problem === 'fileRequired'
      ? t(`checker.errors.${problem}`)
      : null;
  const errorOf = (field: 'file' | 'code', error: string | null) =>
    error && (
      <span id={`${id}-${field}-error`} role="alert" className={styles.error}>
        {error}
      </span>
    );

  return (
    <>
      <PageHeader title={t('checker.title')} subtitle={t('checker.subtitle')} />
      <div className={styles.card}>
        <TabList
          tabs={TABS}
          current={tab}
          labelOf={(name) => t(`checker.tabs.${name}`)}
          onSelect={switchTab}
          idPrefix={id}
          className={styles.tabs}
          tabClassName={styles.tab}
        />
        <form
          role="tabpanel"
          id={`${id}-panel`}
          aria-labelledby={`${id}-tab-${tab}`}
          className={styles.panel}
          onSubmit={onSubmit}
          noValidate
        >
          {tab === 'integrity' && (
            <div className={styles.field}>
              <span id={`${id}-file-label`}>{t('checker.integrity.step1')}</span>
              <FileDropZone
                accept=".pdf,application/pdf"
                multiple={false}
                text={t('checker.integrity.dropHere')}
                hint={
                  file
                    ? t('checker.integrity.chosen', {
                        name: file.name,
                        size: formatSize(file.size, i18n.language),
                      })
                    : t('checker.integrity.hint', { max: MAX_CHECKED_FILE_BYTES / (1024 * 1024) })
                }
                labelledBy={`${id}-file-label`}
                describedBy={fileError ? `${id}-file-error` : undefined}
                invalid={Boolean(fileError)}
                onFiles={(files) => {
                  setFile(files[0] ?? null);
                  setProblem(null);
                }}
              />
              {errorOf('file', fileError)}
            </div>
          )}
          <label className={styles.field}>
            {tab === 'integrity' ? t('checker.integrity.step2') : t('checker.code.label')}
            <input
              className={styles.input}
              value={code}
              placeholder={t('checker.code.placeholder')}
              aria-invalid={codeError ? true : undefined}
              aria-describedby={codeError ? `${id}-code-error` : undefined}
              onChange={(event) => setCode(event.target.value)}
            />
            {errorOf('code', codeError)}
          </label>
          <div className={styles.actions}>
            <Button type="submit" disabled={isLoading}>
              {t('checker.submit')}
            </Button>
            <a
              href={externalLinks.governmentValidator}
              target="_blank"
              rel="noopener noreferrer"
              className={styles.link}
            >
              {t('checker.governmentValidator')}
              <span className={styles.visuallyHidden}> ({t('common.opensInNewTab')})</span>
            </a>
          </div>
          {serverError && (
            <p role="alert" className={styles.error}>
              {serverError}
            </p>
          )}
          {data && !error && <ValidationResult result={data} />}
        </form>
      </div>
    </>
  );
}
