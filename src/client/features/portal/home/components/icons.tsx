/** The few Material icons the public pages draw, inline (no icon package in the bundle). */
import { icon } from '../../../../ui/icon';

export const SearchIcon = icon(
  'M15.5 14h-.79l-.28-.27A6.47 6.47 0 0 0 16 9.5 6.5 6.5 0 1 0 9.5 16c1.61 0 3.09-.59 4.23-1.57l.27.28v.79l5 4.99L20.49 19l-4.99-5zm-6 0C7.01 14 5 11.99 5 9.5S7.01 5 9.5 5 14 7.01 14 9.5 11.99 14 9.5 14z',
);
export const ExpandLessIcon = icon('M12 8l-6 6 1.41 1.41L12 10.83l4.59 4.58L18 14z');
export const ExpandMoreIcon = icon('M16.59 8.59L12 13.17 7.41 8.59 6 10l6 6 6-6z');
export const PauseIcon = icon('M6 19h4V5H6v14zm8-14v14h4V5h-4z');
export const PlayIcon = icon('M8 5v14l11-7z');
export const FullscreenIcon = icon('M7 14H5v5h5v-2H7v-3zm-2-4h2V7h3V5H5v5zm12 7h-3v2h5v-5h-2v3zM14 5v2h3v3h2V5h-5z');
export const FullscreenExitIcon = icon('M5 16h3v3h2v-5H5v2zm3-8H5v2h5V5H8v3zm6 11h2v-3h3v-2h-5v5zm2-11V5h-2v5h5V8h-3z');
export const CloseIcon = icon(
  'M19 6.41L17.59 5 12 10.59 6.41 5 5 6.41 10.59 12 5 17.59 6.41 19 12 13.41 17.59 19 19 17.59 13.41 12z',
);
