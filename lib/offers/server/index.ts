import 'server-only';

// The feature's public surface for other features' server code (Today reads readRunningOffers).
export { readItemOffer, readOfferChoices, readRunningOffers } from './offer-reads';
export { readOfferRanking, type OfferRankingRead } from './offer-ranking-read';
export { cancelOffer, startOffer } from './offer-start';
export { offerWatchIdle, startOfferWatch, watchOffers, watchOffersSoon } from './offer-watch';
