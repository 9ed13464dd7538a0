// The feature's public surface: what other features may import from it.
export { CompanyConfirmNotice, type CompanyConfirm } from './company-confirm-notice';
export { ConfirmPasswordField } from './confirm-password-field';
export { SignInForm } from './sign-in-form';
