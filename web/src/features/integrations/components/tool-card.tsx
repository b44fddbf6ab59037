import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import type { ToolWithState } from '../hooks/use-integrations.js';
import styles from './integrations.module.css';
import panel from '../../../components/panel.module.css';

/** A tool: its icon (or initial), name, description, whether it is connected, and actions. */
export function ToolCard({ row, children }: { row: ToolWithState; children: ReactNode }) {
  const { t } = useTranslation();
  const { tool, active } = row;
  const headingId = `tool-${tool.type}`;
  return (
    <li className={panel.card} aria-labelledby={headingId}>
      <div className={panel.cardHead}>
        {tool.icon ? (
          <img className={styles.icon} src={tool.icon} alt="" />
        ) : (
          <span className={styles.initial} aria-hidden="true">
            {tool.name.slice(0, 1).toUpperCase()}
          </span>
        )}
        <h2 id={headingId} className={panel.cardTitle}>
          {tool.name}
        </h2>
        {active && (
          <span className={active.is_active ? `${panel.pill} ${panel.success}` : panel.pill}>
            {active.is_active ? t('integrations.connected') : t('integrations.inactive')}
          </span>
        )}
      </div>
      {tool.description && <p className={styles.description}>{tool.description}</p>}
      <div className={panel.actions}>{children}</div>
    </li>
  );
}
