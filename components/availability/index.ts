// The feature's UI: the availability form and the dialog that opens it (no server actions imported here).
export { AvailabilityForm, type AvailabilityFormProps } from './availability-form';
export { AvailabilityDialog, type AvailabilityActions, type AvailabilityPerson } from './availability-dialog';
