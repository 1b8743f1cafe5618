import { recruitStatusTone } from '../../shared/domain/portal/recruit-status';

/**
 * The coloured recruitment status tag (SPEC §4), its colour by tone (portal.css);
 * `label` is the dictionary's display name.
 */
export function RecruitStatusTag({ status, label }: { status: string; label: string }) {
  const tone = recruitStatusTone(status);
  return (
    <span className="portal-tag" data-tone={tone}>
      {label || status}
    </span>
  );
}
