import type { ReactNode } from 'react';

import { PageHeader } from './page-header.js';
import { TabOutlet, type TabLink } from './tab-nav.js';

/**
 * A page of tabs, each its own address: the page's header, then what the page shows above its
 * tabs (`children`), then the tabs and the panel where the chosen one's route shows.
 */
export function TabbedPage({
  title,
  subtitle,
  tabsLabel,
  tabs,
  className,
  children,
}: {
  title: string;
  subtitle?: string;
  tabsLabel: string;
  tabs: readonly TabLink[];
  className?: string;
  children?: ReactNode;
}) {
  return (
    <section className={className}>
      <PageHeader title={title} subtitle={subtitle} />
      {children}
      <TabOutlet label={tabsLabel} tabs={tabs} />
    </section>
  );
}
