/** A study meeting type's name in the current language. */
import { STUDY_MEETING_TYPE_LABELS, type StudyMeetingType } from '../../../../../shared/domain/study/meetings';
import { useLocale } from '../../../../lib/i18n';

export function useMeetingTypeLabel() {
  const { locale } = useLocale();
  return (type: StudyMeetingType) => STUDY_MEETING_TYPE_LABELS[type][locale];
}
