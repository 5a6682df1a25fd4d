import { COMMON, labelledParser } from './labelled-parser';

/**
 * SeLoger's « Demande de contact » e-mail: sent from seloger.com, the visitor's details under
 * « Coordonnées de l’internaute », the agency's reference as « Référence de l’annonce : … ».
 */
export const selogerParser = labelledParser({
  source: 'seloger',
  domains: ['seloger.com'],
  shape: /demande de contact|contact.{0,40}annonce|internaute/i,
  ...COMMON,
});
