// The feature's public surface: what other features may import from it.
export { SignInForm } from './sign-in-form';
