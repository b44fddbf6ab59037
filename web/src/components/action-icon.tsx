import { StrokeIcon } from './stroke-icon.js';

// Line icons for envelope actions, drawn like `Icon` (24 px grid, stroke in currentColor).
const ACTION_ICON_PATHS = {
  download: 'M12 4v11 M7 10l5 5 5-5 M5 20h14',
  signaturePage: 'M6 3h8l4 4v14H6z M14 3v4h4 M8.5 16c1.5-.5 2-3.5 3.5-3.5s.5 3 2 3 1.5-2 2-2.5',
  details: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18z M12 11v5 M12 7.5v.5',
  sign: 'M4 20h16 M14.5 4.5l5 5L10 19H5v-5z',
  edit: 'M4 20h4L19 9l-4-4L4 16z M13.5 6.5l4 4',
  trash: 'M4 7h16 M9 7V4h6v3 M6 7l1 13h10l1-13',
  copy: 'M8 8h12v12H8z M16 8V4H4v12h4',
  search: 'M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14z M20 20l-4-4',
  filter: 'M4 5h16l-6 8v6l-4-2v-4z',
  sandbox: 'M9 3h6 M10 3v6L5 19a1 1 0 0 0 1 1.5h12a1 1 0 0 0 1-1.5L14 9V3 M7.5 14h9',
  chevronDown: 'M6 9l6 6 6-6',
  chevronUp: 'M6 15l6-6 6 6',
  chevronLeft: 'M15 6l-6 6 6 6',
  chevronRight: 'M9 6l6 6-6 6',
  sortAsc: 'M12 5v14 M6 11l6-6 6 6',
  sortDesc: 'M12 5v14 M6 13l6 6 6-6',
  upload: 'M12 16V4 M7 9l5-5 5 5 M5 20h14',
  cancel: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18z M6 6l12 12',
  send: 'M4 12l16-8-6 16-3-7z M11 13l9-9',
  warning: 'M12 4l9 16H3z M12 10v4 M12 17v.5',
  computer: 'M4 5h16v11H4z M9 20h6 M12 16v4',
} as const;

export type ActionIconName = keyof typeof ACTION_ICON_PATHS;

export function ActionIcon({ name, size = 18 }: { name: ActionIconName; size?: number }) {
  return <StrokeIcon path={ACTION_ICON_PATHS[name]} size={size} />;
}
