/** Texts of the prospecting consent, the proposals and alerts sent to clients, and their e-mail (issue 28). */
export const prospectingMessages = {
  // Why one chosen match was not sent (the answer of « Proposer par e-mail »).
  skipped: {
    noConsent: 'Pas d’accord du client pour recevoir des biens par e-mail.',
    alreadySent: 'Déjà envoyé à ce client pour cette annonce (même prix, même événement).',
    noLongerValid: 'Ce bien ne correspond plus à la recherche.',
    notAvailable: 'Ce bien n’est plus disponible.',
    searchInactive: 'La recherche n’est pas active.',
    unknown: 'Ce rapprochement n’existe plus.',
    noEmail: 'Ce client n’a pas d’adresse e-mail.',
  },
  consentSourceRequired: 'Indiquez d’où vient l’accord du client.',
  clientNotFound: 'Ce client n’existe pas.',
  proposalNotFound: 'Cette proposition n’existe pas.',
  linkNotFound: 'Ce lien n’est plus valide.',
  consentHistory: {
    granted: 'Accord donné',
    withdrawn: 'Accord retiré',
    byClient: 'le client, par le lien de désinscription',
  },

  mail: {
    subject: (count: number, agencyName: string) =>
      count === 1
        ? `Un bien pour votre recherche — ${agencyName}`
        : `${count} biens pour votre recherche — ${agencyName}`,
    hello: (firstName: string) => `Bonjour ${firstName},`,
    intro: (count: number) =>
      count === 1
        ? 'Voici un bien qui correspond à votre recherche\u00a0:'
        : `Voici ${count} biens qui correspondent à votre recherche\u00a0:`,
    surface: (text: string) => `Surface\u00a0: ${text}`,
    rooms: (n: number) => (n === 1 ? '1 pièce' : `${n} pièces`),
    energy: (letter: string) => `DPE\u00a0: classe ${letter}`,
    energyUnknown: 'DPE\u00a0: non communiqué',
    interested: 'Ça m’intéresse',
    notForMe: 'Pas pour moi',
    contact: 'Pour en savoir plus ou organiser une visite, contactez-nous\u00a0:',
    signature: (agencyName: string) => `Cordialement,\n${agencyName}`,
    why: (agencyName: string) =>
      `Vous recevez cet e-mail car vous avez accepté que ${agencyName} vous envoie des biens correspondant à votre recherche.`,
    unsubscribe: 'Ne plus recevoir de biens par e-mail',
    unsubscribeSubject: 'Désinscription',
  },
} as const;
