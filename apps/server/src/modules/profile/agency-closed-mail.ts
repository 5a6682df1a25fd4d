import { PRODUCT_NAME, profileMessages } from '@immopilote/contracts';

export type AgencyClosedReason = 'account-deleted' | 'subscription-ended';

/** Tells a member that the agency was deleted (its head's account deletion, or its subscription's end). */
export function agencyClosedMail(
  agencyName: string,
  joinLink: string,
  firstName: string,
  reason: AgencyClosedReason = 'account-deleted',
) {
  const why =
    reason === 'account-deleted'
      ? `Le chef de l’agence ${agencyName} a supprimé son compte ${PRODUCT_NAME}`
      : `L’abonnement de l’agence ${agencyName} a pris fin et sa période de lecture seule est terminée`;
  const text = [
    `Bonjour ${firstName},`,
    '',
    `${why} : l’agence, ses biens, ses clients et ses documents ont été supprimés.`,
    'Votre compte reste actif. Pour continuer, rejoignez une autre agence avec son code ou créez la vôtre :',
    '',
    joinLink,
  ].join('\n');
  return { subject: profileMessages.agencyClosedMailSubject(agencyName), text };
}
