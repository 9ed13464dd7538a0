// The feature's public surface.
export { TodayBoard } from './today-board';
