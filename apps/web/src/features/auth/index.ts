/** What the rest of the app may use from auth: the signed-in user, and signing out. */
export { getMeQueryOptions, meQueryKey, useMe } from './api/get-me';
export { pathWithoutSession, useSignOut } from './api/sign-out';
export { SignOutButton } from './components/sign-out-button';
export { EmailVerificationBanner } from './components/email-verification-banner';
