// The feature's UI surface.
export { OfferSection, type CancelOffer } from './offer-section';
export type { StartOffer } from './offer-form';
export { OfferPicker } from './offer-picker';
export { OfferDialog, type OfferActions, type OfferTarget } from './offer-dialog';
