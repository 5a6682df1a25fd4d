/** The dashboard (issue 16): key figures, today's agenda, visits chart and the listings. */
export const dashboardMessages = {
  title: 'Tableau de bord',
  figuresLabel: 'Chiffres clés',
  activeListings: 'Biens actifs',
  activeBreakdown: (available: number, negotiating: number) =>
    `${available}\u00a0disponible${available > 1 ? 's' : ''} · ${negotiating}\u00a0en négociation`,
  visitsThisWeek: 'Visites cette semaine',
  newClients: 'Nouveaux clients ce mois-ci',
  pendingMembers: 'Demandes d’adhésion',
  pendingMembersHint: 'À valider dans « Mon agence »',
  expiringMandates: 'Mandats bientôt échus',
  expiringMandatesHint: (days: number) => `Fin dans les ${days}\u00a0jours`,
  figuresFailed: 'Impossible de charger les chiffres clés.',
  agendaTitle: 'Aujourd’hui',
  agendaEmpty: 'Aucun rendez-vous aujourd’hui.',
  agendaPlan: 'Planifier un rendez-vous',
  agendaAll: 'Voir l’agenda',
  allDay: 'Journée',
  agendaFailed: 'Impossible de charger l’agenda du jour.',
  chartTitle: 'Visites par semaine',
  chartWeek: (label: string, count: number) =>
    `Semaine du ${label}\u00a0: ${count}\u00a0visite${count > 1 ? 's' : ''}`,
  searchLabel: 'Rechercher un bien',
  loadingMore: 'Chargement de biens supplémentaires…',
} as const;
