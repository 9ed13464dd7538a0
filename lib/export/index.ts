// The feature's public surface: what other features may import from it.
export { attachmentHeader, exportFileName } from './export-file-name';
export { exportHref } from './export-link';
export { exportQuerySchema } from './export-query';
export { scheduleCsv } from './schedule-csv';
export { scheduleIcs } from './schedule-ics';
