import { COMMON, labelledParser } from './labelled-parser';

/**
 * Figaro Immobilier's « Demande d’information » e-mail (HTML only, a table of labels): sent from
 * lefigaro.fr or figaroimmo.fr (and explorimmo.com, its former name).
 */
export const figaroImmoParser = labelledParser({
  source: 'figaro_immo',
  domains: ['lefigaro.fr', 'figaroimmo.fr', 'explorimmo.com'],
  shape: /demande d[’']information|demande.{0,40}annonce|contact.{0,40}annonce/i,
  ...COMMON,
  stops: [...COMMON.stops, /^Figaro Immobilier/i],
});
