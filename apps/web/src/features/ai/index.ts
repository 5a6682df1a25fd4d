/** What other features may use from the AI helpers: the head's settings card (Mon agence). */
export { AiSettingsCard } from './components/ai-settings-card';
