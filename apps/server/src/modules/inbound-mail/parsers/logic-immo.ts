import { COMMON, labelledParser } from './labelled-parser';

/** Logic-Immo's lead e-mail (often Windows-1252, quoted-printable): sent from logic-immo.com. */
export const logicImmoParser = labelledParser({
  source: 'logic_immo',
  domains: ['logic-immo.com'],
  shape: /internaute|demande.{0,40}(?:information|annonce|contact)|contact.{0,40}annonce/i,
  ...COMMON,
  stops: [...COMMON.stops, /^Logic-Immo\.com/i],
});
