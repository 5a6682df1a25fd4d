import { COMMON, labelledParser } from './labelled-parser';

/**
 * Leboncoin's « Nouveau message » e-mail to a professional account: sent from leboncoin.fr (or a
 * subdomain), the listing as « Réf. : … » under its title, then the message and the contact details.
 */
export const leboncoinParser = labelledParser({
  source: 'leboncoin',
  domains: ['leboncoin.fr'],
  shape: /nouveau message|(?:message|demande).{0,40}annonce/i,
  ...COMMON,
  name: ['Nom', 'De la part de', 'Expéditeur'],
  stops: [...COMMON.stops, /^Pour répondre/i, /^L[’']équipe leboncoin/i],
});
