/** « Journal des accès », shown in Mon agence (issue 15 part 6). */
export { AccessLogPanel } from './components/access-log-panel';
