import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { Icon } from '../../../components/icon.js';
import { PageHeader } from '../../../components/page-header.js';
import { TabList } from '../../../components/tab-list.js';
import { paths } from '../../../config/paths.js';
import { envelopeDisplayName } from '../../../lib/envelopes/envelope-display-name.js';
import type { EnvelopeDetail as Envelope } from '../../../lib/envelopes/envelope-types.js';
import { detailHeadingKey } from '../utils/detail-heading-key.js';
import { DetailActions } from './detail-actions.js';
import { DocumentViewer } from './document-viewer.js';
import styles from './envelope-detail.module.css';
import { EnvelopeFacts } from './envelope-facts.js';
import { HistoryPanel } from './history-panel.js';
import { NotesList } from './notes-list.js';
import { RecipientsList } from './recipients-list.js';
import type { Viewer } from './viewer.js';

type Tab = 'details' | 'history';

/** The envelope, its actions, and the Details and History tabs (spec §2, envelope detail). */
export function EnvelopeDetailView({ envelope, viewer }: { envelope: Envelope; viewer: Viewer }) {
  const { t } = useTranslation();
  const id = useId();
  const [tab, setTab] = useState<Tab>('details');
  const isSender = viewer.kind === 'sender';
  // Spec §2: history is shown in the sender's view only.
  const tabs: Tab[] = isSender ? ['details', 'history'] : ['details'];
  const back = isSender ? paths.business.documents.sent.getHref() : paths.business.documents.inbox.getHref();

  return (
    <>
      <Link to={back} className={styles.back}>
        <Icon name="arrowLeft" size={18} />
        {isSender ? t('envelopeDetail.backToSent') : t('envelopeDetail.backToInbox')}
      </Link>
      <div className={styles.top}>
        <PageHeader
          title={t(detailHeadingKey(envelope.state, isSender))}
          subtitle={envelopeDisplayName(envelope)}
        />
        <DetailActions envelope={envelope} viewer={viewer} />
      </div>

      <TabList
        tabs={tabs}
        current={tab}
        labelOf={(name) => t(`envelopeDetail.tabs.${name}`)}
        onSelect={setTab}
        idPrefix={id}
        className={styles.tabs}
        tabClassName={styles.tab}
        activeClassName={styles.tabActive}
      />

      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${tab}`} className={styles.panel}>
        {tab === 'history' && isSender ? (
          <HistoryPanel envelopeId={envelope.id} />
        ) : (
          <div className={styles.columns}>
            <div className={styles.details}>
              <EnvelopeFacts envelope={envelope} />
              <RecipientsList envelope={envelope} canEdit={isSender} />
              {isSender && <NotesList envelopeId={envelope.id} />}
            </div>
            <DocumentViewer documents={envelope.documents ?? []} />
          </div>
        )}
      </div>
    </>
  );
}
