/** What the drugs area's screens offer other areas (inside the area, import files directly). */
export { SubjectDrugs } from './dispensing/components/subject-drugs';
// The one camera scanner (SUITE.md 'Labels and scanning'): samples read their labels with it too.
export { type CameraState, useCameraScan } from './scanning/use-camera-scan';
