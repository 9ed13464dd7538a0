import 'server-only';

// Availability and preferences as the other features read them (the picker's warnings, auto-fill).
export { availabilityByUser, availabilityOf, availabilityRead, saveAvailability, saveManyAvailability } from './availability-store';
