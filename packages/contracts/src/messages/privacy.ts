import type { CandidateStatus, ClientRole, PurgeLogKind } from '../privacy/retention';
import type { TenantFileCategory } from '../privacy/document-types';

const NB = '\u00a0';

/** Client roles, lawful documents, retention, purge, erasure and the information notice (issue 15). */
export const privacyMessages = {
  roles: {
    acquereur: 'Acquéreur',
    vendeur: 'Vendeur',
    locataire: 'Locataire',
    candidat_locataire: 'Candidat locataire',
    bailleur: 'Bailleur',
  } satisfies Record<ClientRole, string>,
  candidateStatuses: {
    en_cours: 'En cours',
    retenu: 'Retenu',
    non_retenu: 'Non retenu',
  } satisfies Record<CandidateStatus, string>,
  rolesLegend: 'Rôles',
  candidateStatus: 'Statut de la candidature',
  candidateStatusSince: (status: string, date: string) => `${status} depuis le ${date}`,
  leaseEndsOn: 'Fin du bail',
  leaseEndsOnHint:
    'Le dossier locatif est conservé jusqu’à la fin du bail, puis pendant la durée de prescription.',
  statusNeedsCandidate: 'Seul un candidat locataire a un statut de candidature.',
  candidateNeedsStatus: 'Choisissez le statut de la candidature.',
  leaseNeedsTenant: 'Seul un locataire ou un candidat retenu a une date de fin de bail.',
  unknownRole: 'Rôle inconnu.',
  filterRole: 'Rôle',
  filterStatus: 'Statut de candidature',
  filterAll: 'Tous',

  documentType: 'Type de document',
  documentTypePlaceholder: 'Choisissez le type de document…',
  documentTypeRequired: 'Choisissez le type de document.',
  documentTypeUnknown:
    'Type de document inconnu. Seules les pièces prévues par le décret n°\u00a02015-1437 et les documents contractuels de l’agence sont acceptés.',
  documentTypeHint:
    'Seules les pièces autorisées par le décret n°\u00a02015-1437 sont proposées («\u00a0relevés bancaires\u00a0», carte Vitale, casier judiciaire, dossier médical… ne peuvent pas être demandés).',
  tenantFileGroups: {
    identite: 'Pièce d’identité',
    domicile: 'Justificatif de domicile',
    activite: 'Justificatif d’activité',
    ressources: 'Justificatif de ressources',
  } satisfies Record<TenantFileCategory, string>,
  guarantorGroup: (category: string) => `Garant${NB}: ${category.toLowerCase()}`,
  contractGroup: 'Documents de l’agence',
  deleteAfter: (date: string) => `Supprimé automatiquement le ${date}`,
  keptForNow: 'Conservé tant que la candidature ou le bail est en cours',

  tabTitle: 'Données personnelles',
  retentionTitle: 'Durées de conservation',
  retentionIntro:
    'Les documents sont supprimés automatiquement chaque jour à l’échéance. Les valeurs par défaut suivent la loi et la CNIL\u00a0; vous pouvez les ajuster dans les limites légales.',
  rejectedCandidateMonths: 'Pièces des candidats non retenus (mois)',
  rejectedCandidateHint: (max: number) =>
    `À compter du passage au statut «${NB}non retenu${NB}», ${max}${NB}mois au plus (CNIL, référentiel gestion locative).`,
  tenantFileYears: 'Dossier du locataire après la fin du bail (années)',
  tenantFileHint: (min: number, max: number) =>
    `Durée de prescription${NB}: entre ${min} et ${max}${NB}ans après la fin du bail.`,
  contractYears: 'Mandats et documents contractuels (années)',
  contractHint: (min: number, max: number) =>
    `À compter de l’ajout du document${NB}: entre ${min} et ${max}${NB}ans (le registre des mandats se garde dix ans).`,
  outOfBounds: (min: number, max: number) => `Choisissez une valeur entre ${min} et ${max}.`,
  save: 'Enregistrer les durées',
  saved: 'Durées de conservation enregistrées',
  saveFailed: 'Impossible d’enregistrer les durées.',

  purgeLogTitle: 'Journal des suppressions',
  purgeLogEmpty: 'Aucune suppression pour le moment.',
  purgeLogLoadFailed: 'Impossible de charger le journal des suppressions.',
  purgeLogKinds: {
    document_expired: 'Document supprimé (durée de conservation échue)',
    client_anonymised: 'Client anonymisé (plus de finalité)',
    client_erased: 'Données du client effacées à sa demande',
    lead_expired: 'Demande supprimée (durée de conservation échue)',
    signature_expired: 'Signature électronique supprimée avec son dossier de preuve (dix ans échus)',
    invoice_expired: 'Facture d’honoraires supprimée avec son PDF (dix ans échus)',
  } satisfies Record<PurgeLogKind, string>,
  purgeLogBy: (name: string) => `par ${name}`,
  purgeLogByJob: 'par la purge quotidienne',
  purgeLogClient: (ref: string) => `Client n°${NB}${ref}`,
  purgeLogCounts: (documents: number, history: number) =>
    `${documents} document${documents > 1 ? 's' : ''} supprimé${documents > 1 ? 's' : ''}, ${history} entrée${history > 1 ? 's' : ''} d’historique anonymisée${history > 1 ? 's' : ''}`,

  noticeTitle: 'Notice d’information des candidats',
  noticeIntro:
    'À remettre aux candidats locataires avant de recevoir leurs pièces (RGPD, art.\u00a013)\u00a0: ce que l’agence collecte, pourquoi, combien de temps, et comment exercer leurs droits.',
  noticeOpen: 'Ouvrir la notice',
  noticeCopy: 'Copier le lien',
  noticeCopied: 'Lien copié',

  clockTitle: 'Horloge de démonstration',
  clockIntro:
    'Dans l’agence de démonstration, l’horloge de conservation peut être avancée pour voir la purge à l’œuvre. Elle ne change que le temps de cette agence, et la purge s’exécute aussitôt.',
  clockNow: (date: string) => `Date de l’horloge${NB}: ${date}`,
  clockAdvance: (days: number) => `Avancer de ${days}${NB}jour${days > 1 ? 's' : ''}`,
  clockAdvanced: 'Horloge avancée, purge exécutée',
  clockDisabled: 'L’horloge de démonstration est désactivée sur ce serveur.',
  clockNotDemoAgency: 'Seule l’agence de démonstration peut avancer son horloge.',

  eraseButton: 'Effacer les données de ce client',
  eraseTitle: 'Effacer les données de ce client\u00a0?',
  eraseDescription:
    'Le client, ses documents et ses fichiers sont supprimés, et son nom, son e-mail et son téléphone sont retirés des entrées d’historique (qui restent, anonymisées). Les lignes du registre des mandats gardent seulement le nom et l’adresse du mandant, que la loi impose de conserver dix ans. Cette action est irréversible.',
  eraseConfirm: 'Effacer définitivement',
  erased: 'Données du client effacées',
  eraseFailed: 'Impossible d’effacer les données du client.',
  anonymisedName: 'Client anonymisé',
  erasedMention: '[données effacées]',
  /** What replaces each kind of personal data in a text that leaves the agency (external AI, portals). */
  redacted: {
    name: '[nom]',
    email: '[e-mail]',
    phone: '[téléphone]',
    code: '[code]',
    iban: '[IBAN]',
    address: '[adresse]',
  },

  notice: {
    pageTitle: (agency: string) => `Protection de vos données – ${agency}`,
    notFound: 'Cette notice n’existe pas ou n’est plus disponible.',
    controller: 'Responsable du traitement',
    whatTitle: 'Ce que nous collectons',
    what: 'Vos coordonnées et, pour étudier votre candidature, les seules pièces prévues par le décret n°\u00a02015-1437 du 5 novembre 2015, pour vous et votre garant éventuel\u00a0:',
    whyTitle: 'Pourquoi',
    why: 'Pour apprécier votre solvabilité et votre candidature à la location, puis, si elle est retenue, établir et gérer le bail (exécution de mesures précontractuelles et du contrat, RGPD art.\u00a06.1.b). Aucune décision n’est prise sur le seul fondement d’un traitement automatisé.',
    howLongTitle: 'Combien de temps',
    rejected: (months: number) =>
      months === 0
        ? 'Candidature non retenue\u00a0: vos pièces sont supprimées dans les 24\u00a0heures.'
        : `Candidature non retenue\u00a0: vos pièces sont supprimées ${months}\u00a0mois après la décision.`,
    tenant: (years: number) =>
      `Candidature retenue\u00a0: votre dossier est conservé pendant le bail, puis ${years}\u00a0ans après sa fin (prescription).`,
    contracts: (years: number) => `Bail, états des lieux et mandats\u00a0: ${years}\u00a0ans.`,
    rightsTitle: 'Vos droits',
    rights:
      'Vous pouvez accéder à vos données, les faire rectifier ou effacer, en demander une copie portable, vous opposer à leur traitement ou en demander la limitation, en écrivant à l’agence à l’adresse ci-dessus. Vous pouvez aussi saisir la CNIL (www.cnil.fr).',
    recipientsTitle: 'Destinataires',
    recipients:
      'Les collaborateurs de l’agence chargés de la location et, si votre candidature est retenue, le bailleur. Les données sont hébergées dans l’Union européenne.',
    print: 'Imprimer ou enregistrer en PDF',
  },
  noticeNotFound: 'Cette notice n’existe pas ou n’est plus disponible.',
} as const;
