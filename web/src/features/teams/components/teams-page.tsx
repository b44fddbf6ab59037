import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { Button } from '../../../components/button.js';
import { EmptyState } from '../../../components/empty-state.js';
import panel from '../../../components/panel.module.css';
import { PageHeader } from '../../../components/page-header.js';
import { PageNav } from '../../../components/pagination.js';
import { SearchToolbar } from '../../../components/search-toolbar.js';
import list from '../../../components/list-page.module.css';
import { paths } from '../../../config/paths.js';
import { useSearchPaging } from '../../../hooks/use-search-paging.js';
import { formatDate } from '../../../lib/envelopes/format-date.js';
import { teamsListArg, useTeamsLimitsQuery, useTeamsListQuery } from '../api/teams-api.js';
import { TeamAvatars } from './team-avatars.js';
import { NewTeamModal } from './team-name-modal.js';
import styles from './teams.module.css';

/** Workspace spec §9: the teams search waits 500 ms after the last keystroke. */
export const TEAMS_SEARCH_DEBOUNCE_MS = 500;

/** The organization's teams as cards (workspace spec, teams list), each opening its edit page. */
export function TeamsPage() {
  const { t, i18n } = useTranslation();
  const { search, setSearch, q, page, setPage } = useSearchPaging(TEAMS_SEARCH_DEBOUNCE_MS);
  const { data, isLoading } = useTeamsListQuery(teamsListArg(q, page));
  const cap = useTeamsLimitsQuery({}).data?.members ?? null;
  const [creating, setCreating] = useState(false);
  const teams = data?.data ?? [];

  return (
    <section className={list.page}>
      <PageHeader title={t('teams.title')} />
      {cap !== null && <p className={styles.muted}>{t('teams.limit.perTeam', { count: cap })}</p>}
      <SearchToolbar label={t('teams.search')} value={search} onChange={setSearch}>
        <Button onClick={() => setCreating(true)}>{t('teams.new')}</Button>
      </SearchToolbar>

      {isLoading ? (
        <p role="status">{t('common.loading')}</p>
      ) : teams.length === 0 ? (
        <EmptyState message={q ? t('teams.emptySearch') : t('teams.empty')} />
      ) : (
        <ul className={styles.cards} aria-label={t('teams.list')}>
          {teams.map((team) => (
            <li key={team.id} className={`${panel.card} ${styles.card}`}>
              <Link to={paths.business.teams.edit.getHref(team.id)} className={styles.cardLink}>
                {team.name}
              </Link>
              <p className={styles.muted}>
                {t('teams.createdAt', { date: formatDate(team.created_at, i18n.language) })}
              </p>
              <TeamAvatars users={team.users ?? []} amount={team.amount_users ?? 0} />
            </li>
          ))}
        </ul>
      )}

      <PageNav of={data} onChange={setPage} />

      {creating && <NewTeamModal onClose={() => setCreating(false)} />}
    </section>
  );
}
