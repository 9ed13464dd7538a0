export { OFFER_DEFAULT_AT_ONCE, OFFER_MAX_AT_ONCE, cancelOfferInputSchema, offerCountProblem, offerInputSchema, type OfferInput } from './offer-input';
export { offerVerdict, type OfferVerdict } from './offer-verdict';
export { notOfferable } from './offer-refusal';
export { offerView, type OfferChoices, type OfferPersonState, type OfferRead, type OfferView } from './offer-view';
