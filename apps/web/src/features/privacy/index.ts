/** Mon agence's « Données personnelles » tab (issue 15). */
export { PrivacyTab } from './components/privacy-tab';
