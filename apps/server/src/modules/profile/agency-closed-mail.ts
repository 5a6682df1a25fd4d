import { PRODUCT_NAME, profileMessages } from '@immopilote/contracts';

/** Tells a member that their head deleted their account, and the agency with it. */
export function agencyClosedMail(agencyName: string, joinLink: string, firstName: string) {
  const text = [
    `Bonjour ${firstName},`,
    '',
    `Le chef de l’agence ${agencyName} a supprimé son compte ${PRODUCT_NAME} : l’agence, ses biens, ses clients et ses documents ont été supprimés.`,
    'Votre compte reste actif. Pour continuer, rejoignez une autre agence avec son code ou créez la vôtre :',
    '',
    joinLink,
  ].join('\n');
  return { subject: profileMessages.agencyClosedMailSubject(agencyName), text };
}
