import type { CardTemplate } from '../state/types';

// Card templates "provided by the service". The spec does not show their keys; these are the
// emulator's, and the dashboard's template settings mirror them in demo mode.
export const CARD_TEMPLATES: CardTemplate[] = [
  {
    id: 'announcement',
    name: 'Announcement',
    keys: [
      { key: 'title', label: 'Title', required: true },
      { key: 'body', label: 'Body', required: true },
      { key: 'footer', label: 'Footer', required: false },
    ],
  },
  {
    id: 'shift-reminder',
    name: 'Shift reminder',
    keys: [
      { key: 'title', label: 'Title', required: true },
      { key: 'when', label: 'When', required: true },
      { key: 'location', label: 'Location', required: false },
    ],
  },
  {
    id: 'policy-update',
    name: 'Policy update',
    keys: [
      { key: 'title', label: 'Title', required: true },
      { key: 'summary', label: 'Summary', required: true },
      { key: 'link', label: 'Link', required: false },
    ],
  },
];
