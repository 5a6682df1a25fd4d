/**
 * The signed-in shell's navigation (spec 000 §2 "Signed-in shell"), in French sentence case: the spec's
 * « Dashboard », « Admin » and capitalised « Mon Agence » read as untranslated (docs/decisions/web-app.md).
 */
export const shellMessages = {
  navLabel: 'Navigation principale',
  dashboard: 'Tableau de bord',
  addProperty: 'Ajouter un bien',
  clientDirectory: 'Répertoire client',
  mandates: 'Registre des mandats',
  portalExport: 'Exporter vers les portails',
  webSearch: 'Recherche web',
  competitiveAnalysis: 'Analyse concurrentielle',
  reviewAnalysis: 'Analyse d’avis',
  agenda: 'Agenda',
  agencySettings: 'Mon agence',
  subscription: 'Abonnement',
  profile: 'Mon profil',
  admin: 'Administration',
  openMenu: 'Ouvrir le menu',
  closeMenu: 'Fermer le menu',
  skipToContent: 'Aller au contenu',
  /** The phone's bottom bar: five short words that fit 72 px each at 360 px (docs/decisions/web-app.md). */
  bottomNavLabel: 'Navigation rapide',
  bottomDashboard: 'Accueil',
  bottomAgenda: 'Agenda',
  bottomAddProperty: 'Ajouter',
  bottomClients: 'Clients',
  bottomMore: 'Menu',
} as const;
