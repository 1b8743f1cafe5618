/** What the visits area's server modules offer other areas (inside the area, import files directly). */
export { runVisitRemindersOnce } from './reminders/reminder-job';
export { generateSubjectVisits } from './subject-visits/generate';
export { createSubjectVisitRepository } from './subject-visits/repository';
export { type VisitEvent, onVisitEvent } from './subject-visits/visit-events';
