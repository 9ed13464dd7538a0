// The feature's UI surface.
export { OfferSection, type CancelOffer } from './offer-section';
export type { StartOffer } from './offer-form';
export { OfferPicker } from './offer-picker';
