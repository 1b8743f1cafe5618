/** What the safety area's server modules offer other areas (inside the area, import files directly). */
export { createAeRepository } from './ae/repository';
export { createConMedRepository } from './con-meds/repository';
export { createSaeRepository } from './sae/repository';
export { createViolationRepository } from './violations/repository';
export { overdueSafetyReports } from './overdue';
