// The feature's public surface (pure): a person's availability and preferences, their rules, the
// weekly windows as instants, and learning a usual week from history.
export {
  availabilityChanges,
  availabilityOfUser,
  type AvailabilityByUser,
  availabilitySchema,
  personInputSchema,
  setAvailabilityInputSchema,
  type SetAvailabilityInput,
  HOURS_IN_WEEK,
  MAX_WINDOWS,
  NO_AVAILABILITY,
  weekdayName,
  windowWords,
  type Availability,
  type IsoWeekday,
  type PlanningPerson,
  type WeeklyWindow,
} from './availability';
export { expandWeeklyWindows } from './weekly-windows';
export { LEARN_WEEKS, learnPattern, type LearnedPattern } from './learn-pattern';
