// The feature's public surface: what other features may import from it.
export { AutoFillButton } from './auto-fill-button';
