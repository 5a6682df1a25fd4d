/** What other features may use from mandates: the property page's « Mandat » section. */
export { PropertyMandates } from './components/property-mandates';
