/** What other features may use from mandates: the property page's « Mandat » section, the loi Hamon block. */
export { useNegotiationBlock } from './api/negotiation-block';
export { PropertyMandates } from './components/property-mandates';
