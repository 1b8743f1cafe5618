import { useMemo } from 'react';
import type { DictBatch } from '../../../../../shared/api/study';
import type { ProjectSummary } from '../../../../../shared/api/portal/portal';
import { useMessages } from '../../../../lib/i18n';
import { useRenderClock } from '../../../../lib/render-clock';
import { homeMessages } from '../messages';
import { ProjectCard } from './project-card';

const SKELETON_CARDS = 3;

export interface ProjectListProps {
  rows: ProjectSummary[] | undefined;
  /** True while a newer page is on its way (the rows shown are the previous ones). */
  refreshing: boolean;
  error: Error | null;
  onRetry: () => void;
  dictionaries: DictBatch | undefined;
  newWindowMs: number;
  onOpen: (project: ProjectSummary, opener: HTMLElement) => void;
}

function SkeletonCard() {
  return (
    <div className="portal-card" aria-hidden>
      <span className="portal-skeleton" style={{ width: 64, height: 24, marginBottom: 8 }} />
      <span className="portal-skeleton" style={{ width: '70%', height: '1.5em' }} />
      <span className="portal-skeleton" style={{ width: '90%' }} />
      <span className="portal-skeleton" style={{ width: '50%' }} />
      <span className="portal-skeleton" style={{ width: '40%' }} />
    </div>
  );
}

function LoadingCards({ label }: { label: string }) {
  return (
    <div className="portal-cards" data-testid="project-skeletons">
      <div role="status" className="visually-hidden">
        {label}
      </div>
      {Array.from({ length: SKELETON_CARDS }, (_, index) => (
        <SkeletonCard key={index} />
      ))}
    </div>
  );
}

/** The cards of one page, or skeletons, the empty text or the failure, whichever applies. */
export function ProjectList({ rows, refreshing, error, onRetry, dictionaries, newWindowMs, onOpen }: ProjectListProps) {
  const t = useMessages(homeMessages);
  // One clock per page of rows, so a card never flips its badge while it is shown.
  const clock = useRenderClock();
  const now = useMemo(() => (rows ? clock() : 0), [rows, clock]);
  if (!rows && error) {
    return (
      <div role="alert" className="portal-load-failed">
        <p>
          {t.loadFailed}
          {error.message ? `：${error.message}` : ''}
        </p>
        <button type="button" className="portal-button portal-button-error" onClick={onRetry}>
          {t.retry}
        </button>
      </div>
    );
  }
  if (!rows) return <LoadingCards label={t.loading} />;
  if (rows.length === 0) {
    return (
      <p role="status" className="portal-empty">
        {t.noData}
      </p>
    );
  }
  return (
    <div className="portal-cards" aria-busy={refreshing}>
      {rows.map((project) => (
        <ProjectCard
          key={project.id}
          project={project}
          dictionaries={dictionaries}
          now={now}
          newWindowMs={newWindowMs}
          onOpen={onOpen}
        />
      ))}
    </div>
  );
}
