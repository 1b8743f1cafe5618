/** What the portal area's server modules offer other areas (inside the area, import files directly). */
export { createPortalRepository } from './browse/repository';
