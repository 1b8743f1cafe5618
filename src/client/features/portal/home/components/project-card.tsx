import { Link } from '@tanstack/react-router';
import type { MouseEvent } from 'react';
import type { DictBatch } from '../../../../../shared/api/study';
import type { ProjectSummary } from '../../../../../shared/api/portal/portal';
// direct import: through the area's index.ts, staff-only modules would join the public pages' chunks.
import { DictCode } from '../../../../../shared/domain/study/dictionaries';
import { RECRUIT_STATUS_FALLBACK_LABELS, isRecruitStatus } from '../../../../../shared/domain/portal/recruit-status';
import { isNewProject } from '../../../../../shared/domain/portal/rules';
import { formatDate } from '../../../../lib/dates';
import { type Locale, joinList, useLocale, useMessages } from '../../../../lib/i18n';
import { useKioskSettings } from '../../../../lib/kiosk';
import { dictLabel, dictName } from '../../../../lib/site-queries';
import { RecruitStatusTag } from '../../../../ui/recruit-status-tag';
import { homeMessages } from '../messages';

export interface ProjectCardProps {
  project: ProjectSummary;
  dictionaries: DictBatch | undefined;
  /** Clock and window of the 'new' badge. */
  now: number;
  newWindowMs: number;
  onOpen: (project: ProjectSummary, opener: HTMLElement) => void;
}

/** Labels of a comma-joined list of dictionary keys. */
function listLabel(dictionaries: DictBatch | undefined, code: string, keys: string | null, locale: Locale): string {
  if (!keys) return '';
  const labels = keys.split(',').map((key) => dictLabel(dictionaries, code, key.trim(), locale));
  return joinList(labels, locale);
}

function useStatusLabel(dictionaries: DictBatch | undefined, status: string): string {
  const { locale } = useLocale();
  const entry = dictionaries?.[DictCode.recruitStatus]?.find((item) => item.key === status);
  const fromServer = entry && dictName(entry, locale);
  if (fromServer && (locale === 'zh-CN' || entry.valueEn)) return fromServer;
  return isRecruitStatus(status) ? RECRUIT_STATUS_FALLBACK_LABELS[status][locale] : (fromServer ?? status);
}

function Field({ label, value }: { label: string; value: string }) {
  if (!value) return null;
  return (
    <p className="portal-card-field">
      <span>{label}：</span>
      {value}
    </p>
  );
}

export function ProjectCard({ project, dictionaries, now, newWindowMs, onOpen }: ProjectCardProps) {
  const t = useMessages(homeMessages);
  const { locale } = useLocale();
  const kiosk = useKioskSettings();
  const statusLabel = useStatusLabel(dictionaries, project.recruitStatus);
  const isNew = isNewProject(project.actionTime, now, newWindowMs);
  const titleId = `project-${project.id}-title`;
  const open = (event: MouseEvent<HTMLButtonElement>) => onOpen(project, event.currentTarget);

  return (
    // Cards below the screen are not laid out or painted until scrolled near (portal.css): a
    // phone's first layout covers the two or three it shows.
    <article className="portal-card" data-testid="project-card" aria-labelledby={titleId}>
      <div className="portal-card-tags">
        {isNew && (
          <span className="portal-tag" data-tone="danger" title={t.newBadgeLabel} data-testid="new-badge">
            {t.newBadge}
          </span>
        )}
        <RecruitStatusTag status={project.recruitStatus} label={statusLabel} />
      </div>
      <h2 className="portal-card-title" id={titleId}>
        <button type="button" onClick={open}>
          {project.name}
        </button>
      </h2>
      <div className="portal-card-facts">
        <Field
          label={t.trialStage}
          value={listLabel(dictionaries, DictCode.trialStages, project.trialStages, locale)}
        />
        <Field
          label={t.trialType}
          value={dictLabel(dictionaries, DictCode.clinicalResearchType, project.trialType, locale)}
        />
        <Field label={t.disease} value={project.testedDiseases ?? ''} />
        <Field label={t.startDate} value={formatDate(project.actionTime)} />
      </div>
      <Field label={t.trialDrug} value={project.trialMedicine ?? ''} />
      <Field label={t.indication} value={project.indication ?? ''} />
      <Link
        to="/projectdviewetail/$projectId"
        params={{ projectId: project.id }}
        className="portal-link portal-card-more"
        // A kiosk has no tabs to come back from: details open in the same window there.
        {...(kiosk.enabled ? {} : { target: '_blank', rel: 'noopener' })}
      >
        {t.viewDetails}
        {!kiosk.enabled && <span className="visually-hidden">{t.opensInNewTab}</span>}
      </Link>
    </article>
  );
}
