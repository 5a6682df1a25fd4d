/** What the rest of the app may use from two-factor sign-in: the profile's section. */
export { TwoFactorSection } from './components/two-factor-section';
