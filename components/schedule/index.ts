// The feature's public surface: what other features may import from it.
export { ConflictDialog, MoveConflictDialog } from './conflict-dialog';
export { CreateItemDialog } from './create-item-dialog';
export { ExportMenu } from './export-menu';
export { rangeTitle } from './range-title';
export { ScheduleBoard } from './schedule-board';
export { TimeZoneSelect } from './time-zone-select';
export { useItemMoves } from './use-item-moves';
export { useScheduleData } from './use-schedule-data';
export { useBreakMarks } from './use-break-marks';
export { BoardCreateDialog } from './board-create-dialog';
export { BoardPlanning } from './board-planning';
export { BoardProviders } from './board-providers';
