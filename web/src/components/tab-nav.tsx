import { NavLink, Outlet } from 'react-router';

import panel from './panel.module.css';
import styles from './tab-nav.module.css';

export interface TabLink {
  to: string;
  label: string;
  /** Whether only the address itself marks the tab (default), or also the addresses below it. */
  end?: boolean;
}

/** A page's tabs as links (each tab has its own address); the current one is marked for readers. */
export function TabNav({ label, tabs }: { label: string; tabs: readonly TabLink[] }) {
  return (
    <nav aria-label={label} className={styles.tabs}>
      {tabs.map((tab) => (
        <NavLink
          key={tab.to}
          to={tab.to}
          end={tab.end ?? true}
          className={({ isActive }) => (isActive ? `${styles.tab} ${styles.active}` : styles.tab)}
        >
          {tab.label}
        </NavLink>
      ))}
    </nav>
  );
}

/** A page's tabs, and under them the panel where the chosen tab's route shows. */
export function TabOutlet({
  label,
  tabs,
  panelClassName = panel.panel,
}: {
  label: string;
  tabs: readonly TabLink[];
  panelClassName?: string;
}) {
  return (
    <>
      <TabNav label={label} tabs={tabs} />
      <div className={panelClassName}>
        <Outlet />
      </div>
    </>
  );
}
