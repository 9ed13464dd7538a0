export { OFFER_DEFAULT_AT_ONCE, OFFER_MAX_AT_ONCE, cancelOfferInputSchema, offerCountProblem, offerInputSchema, type OfferInput } from './offer-input';
export { offerVerdict, type OfferVerdict } from './offer-verdict';
export { offerView, type OfferPanel, type OfferPersonState, type OfferView } from './offer-view';
