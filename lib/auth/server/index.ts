import 'server-only';

// The feature's public surface for other features' server code.
export { companyConfirmFor } from './oidc/company-confirm';
export { OIDC_START_PATH, beginCompanySignIn, finishCompanySignIn } from './oidc/company-sign-in';
export { redirectRoute } from './oidc/redirect-route';
export { backchannelLogoutRoute } from './oidc/backchannel-route';
