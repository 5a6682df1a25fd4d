const nb = '\u00a0';

/** « Rapports propriétaires »: the PDF an agency sends the owner of a property it markets. */
export const ownerReportMessages = {
  cardTitle: 'Rapport propriétaire',
  cardHint:
    'Un PDF pour le propriétaire\u00a0: photos, caractéristiques, prix et position sur le marché, durée de commercialisation, visites et retours des visiteurs (sans leurs coordonnées), et votre recommandation.',
  recommendation: 'Recommandation de l’agence',
  recommendationHint: 'Ce que vous conseillez au propriétaire (prix, présentation, calendrier…).',
  generate: 'Créer le rapport',
  generated: 'Rapport créé',
  generateFailed: 'Impossible de créer le rapport.',
  pastReports: 'Rapports créés',
  noReports: 'Aucun rapport pour ce bien.',
  download: 'Télécharger le PDF',
  send: 'Envoyer au mandant',
  sendTo: 'Destinataire',
  sent: 'Rapport envoyé',
  sentDescription: (email: string) => `Le rapport part par e-mail à ${email}.`,
  sendFailed: 'Impossible d’envoyer le rapport.',
  sentOn: (date: string, email: string) => `Envoyé le ${date} à ${email}`,
  createdOn: (date: string) => `Rapport du ${date}`,
  noMandator:
    'Aucun mandant avec une adresse e-mail\u00a0: ajoutez un mandat à ce bien pour envoyer le rapport.',
  loadFailed: 'Impossible de charger les rapports.',
  errors: {
    notFound: 'Rapport introuvable.',
    recipientNotMandator: 'Ce destinataire n’est pas mandant d’un mandat en cours sur ce bien.',
    recipientNoEmail: 'Ce mandant n’a pas d’adresse e-mail dans le répertoire client.',
  },
  pdf: {
    title: 'Rapport au propriétaire',
    preparedBy: (agency: string, date: string) => `Préparé par ${agency} le ${date}`,
    keyFacts: 'Le bien',
    forSale: 'À vendre',
    forRent: 'À louer',
    price: 'Prix affiché',
    market: 'Position sur le marché',
    marketPrice: 'Prix de marché estimé',
    notEvaluated: 'non évalué',
    marketGood: 'Le prix affiché est dans la fourchette du marché.',
    marketBad: 'Le prix affiché est hors de la fourchette du marché.',
    commercialisation: 'Commercialisation',
    onMarketSince: (date: string, days: number) =>
      `En ligne depuis le ${date}, soit ${days} jour${days > 1 ? 's' : ''}.`,
    visits: (n: number) => (n === 0 ? 'Aucune visite pour le moment.' : `${n} visite${n > 1 ? 's' : ''}.`),
    feedbackTitle: 'Retours des visiteurs',
    visitLine: (date: string, note: string) => `Visite du ${date}${note}`,
    note: (n: number) => ` – note${nb}: ${n}/5`,
    noFeedback: 'Aucun retour de visite consigné.',
    recommendationTitle: 'Notre recommandation',
    contactRedacted: '[coordonnées masquées]',
    status: 'Statut',
    energy: 'Performance énergétique',
    energyClasses: (dpe: string, ges: string | null) =>
      `classe énergie ${dpe}${ges ? `, classe climat ${ges}` : ''}`,
    fileName: (name: string, date: string) => `rapport-proprietaire-${name}-${date}.pdf`,
  },
  mail: {
    subject: (property: string) => `Rapport sur votre bien «${nb}${property}${nb}»`,
    body: (agency: string, property: string) =>
      `Bonjour,\n\nVeuillez trouver ci-joint le rapport de commercialisation de votre bien «${nb}${property}${nb}».\n\nNous restons à votre disposition pour en parler.\n\n${agency}`,
  },
};
