export { VisitActions } from './components/visit-actions';
