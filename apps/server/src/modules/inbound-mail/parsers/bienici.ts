import { COMMON, labelledParser } from './labelled-parser';

/** Bien’ici's « Nouveau contact » e-mail: sent from bienici.com, with « Souhaite visiter : Oui/Non ». */
export const bieniciParser = labelledParser({
  source: 'bienici',
  domains: ['bienici.com'],
  shape: /nouveau contact|demande.{0,40}(?:annonce|bien)|contact.{0,40}annonce/i,
  ...COMMON,
  visit: ['Souhaite visiter', 'Demande de visite'],
  stops: [...COMMON.stops, /^Souhaite visiter/i, /^L[’']équipe Bien[’']ici/i],
});
