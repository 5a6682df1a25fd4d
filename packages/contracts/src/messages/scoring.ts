import type { ContractType, FilePiece, GuarantorType, ScoringDocumentKind } from '../schemas/scoring';

const nb = '\u00a0';

/** « Lancer le scoring client »: an advisory score (RGPD art. 22), its factors and how to improve the file. */
export const scoringMessages = {
  pageTitle: (fullName: string) => `Scoring client${nb}: ${fullName}`,
  back: 'Retour à la fiche client',
  advisoryTitle: 'Un avis, pas une décision',
  advisory:
    'Ce score est indicatif. Il aide à relire le dossier mais ne décide de rien\u00a0: la décision appartient à une personne de l’agence, qui examine le dossier (RGPD, article 22). Il n’utilise que ce que la loi permet de demander à un candidat (décret n° 2015-1437) et jamais la nationalité, la situation familiale, l’âge, le nom, l’adresse d’origine ni aucun critère de l’article 225-1 du Code pénal.',
  factsTitle: 'Faits retenus',
  factsHint: 'Pré-remplis à partir des documents du client. Vérifiez-les et corrigez-les avant de calculer.',
  extractedTitle: 'Lu dans les documents',
  extractedEmpty:
    'Aucun avis d’impôt, bulletin de salaire ou attestation employeur reconnu dans les documents du client.',
  useExtracted: 'Reprendre les faits lus dans les documents',
  unrecognised: 'Document non reconnu',
  compute: 'Calculer le score',
  computed: 'Scoring terminé\u00a0!',
  computeFailed: 'Le scoring n’a pas pu être effectué.',
  loadFailed: 'Impossible de charger le scoring.',
  resultTitle: 'Résultat',
  scoreOutOf: (score: number) => `${score}/100`,
  noScoreYet: 'Aucun score calculé pour ce client.',
  historyTitle: 'Historique des scores',
  historyEntry: (score: number, date: string) => `${score}/100 le ${date}`,
  weight: (n: number) => `Poids ${n}`,
  points: (points: string, weight: number) => `${points}${nb}/${nb}${weight}`,
  notApplicable: 'Non évalué',
  improveTitle: 'Pour améliorer le dossier',
  nothingToImprove: 'Rien à compléter pour ce critère.',
  fields: {
    rentalPropertyId: 'Bien loué visité par le client',
    noRental: 'Aucun',
    targetRent: 'Loyer cible (€ par mois, charges comprises)',
    monthlyIncome: 'Revenus nets mensuels (€)',
    contractType: 'Situation professionnelle',
    noContract: 'Non renseignée',
    activityStart: 'Début de l’activité',
    employer: 'Employeur',
    guarantor: 'Garantie',
    guarantorMonthlyIncome: 'Revenus nets mensuels du garant (€)',
    pieces: 'Pièces du dossier fournies',
  },
  contractTypes: {
    cdi: 'CDI',
    fonctionnaire: 'Fonctionnaire',
    cdd: 'CDD',
    interim: 'Intérim',
    independant: 'Indépendant, profession libérale',
    retraite: 'Retraité',
    etudiant: 'Étudiant, alternant',
    sans_activite: 'Sans activité',
  } satisfies Record<ContractType, string>,
  guarantorTypes: {
    none: 'Aucune',
    person: 'Une personne se porte caution',
    visale: 'Garantie Visale',
    insurance: 'Assurance loyers impayés',
  } satisfies Record<GuarantorType, string>,
  pieces: {
    identity: 'Pièce d’identité',
    address: 'Justificatif de domicile',
    activity: 'Justificatif d’activité professionnelle',
    income: 'Justificatif de ressources',
    guarantor: 'Justificatif de la garantie',
  } satisfies Record<FilePiece, string>,
  documentKinds: {
    tax_notice: 'Avis d’impôt sur le revenu',
    payslip: 'Bulletin de salaire',
    employment_attestation: 'Attestation employeur',
    visale: 'Visa Visale',
    identity: 'Pièce d’identité',
    address: 'Justificatif de domicile',
  } satisfies Record<ScoringDocumentKind, string>,
  extracted: {
    referenceIncome: 'Revenu fiscal de référence',
    incomeYear: 'Revenus de l’année',
    netPay: 'Net à payer avant impôt',
    payPeriod: 'Période',
    employer: 'Employeur',
    contract: 'Contrat',
    startDate: 'Date d’entrée',
  },
  factors: {
    income: 'Revenus au regard du loyer',
    stability: 'Stabilité de l’activité',
    guarantor: 'Garantie',
    completeness: 'Dossier complet',
  },
  facts: {
    rent: 'Loyer mensuel',
    rentFromProperty: (name: string) => `Loyer de «\u00a0${name}\u00a0»`,
    income: 'Revenus nets mensuels',
    ratio: 'Revenus ÷ loyer',
    contract: 'Situation',
    seniority: 'Ancienneté',
    months: (n: number) => `${n} mois`,
    employer: 'Employeur',
    guarantor: 'Garantie',
    guarantorIncome: 'Revenus du garant',
    pieces: 'Pièces fournies',
    piecesCount: (given: number, needed: number) => `${given} sur ${needed}`,
    missing: 'Pièces manquantes',
    unknown: 'non renseigné',
  },
  advice: {
    noRent:
      'Associez le client à un bien loué (historique de visite) ou saisissez un loyer cible pour évaluer ce critère.',
    noIncome:
      'Ajoutez un justificatif de ressources (bulletins de salaire, avis d’impôt) et confirmez les revenus nets mensuels.',
    lowRatio:
      'Des revenus d’au moins trois fois le loyer sont l’usage. Un garant, la garantie Visale ou un loyer plus bas compensent.',
    noContract:
      'Indiquez la situation professionnelle (contrat de travail, attestation employeur, extrait K ou D1…).',
    shortSeniority:
      'Une attestation employeur précisant la fin de la période d’essai ou l’ancienneté renforce le dossier.',
    precarious:
      'Une activité plus courte ou moins stable se compense par une garantie (caution, Visale, assurance).',
    noGuarantor:
      'Proposez une garantie\u00a0: une personne qui se porte caution, la garantie Visale (gratuite, Action Logement) ou une assurance loyers impayés.',
    guarantorIncome:
      'Les revenus du garant devraient couvrir trois fois le loyer\u00a0: ajoutez ses justificatifs.',
    missingPiece: (piece: string) => `Ajoutez la pièce manquante\u00a0: ${piece.toLowerCase()}.`,
  },
  errors: {
    rentBoth: 'Choisissez un bien loué ou un loyer cible, pas les deux.',
    rentalNotFound: 'Ce bien n’est pas un bien loué visité par ce client.',
    amountInvalid: 'Saisissez un montant en euros, positif.',
    dateInvalid: 'Saisissez une date valide, dans le passé.',
    contractInvalid: 'Situation professionnelle inconnue.',
    guarantorInvalid: 'Type de garantie inconnu.',
    guarantorIncomeWithoutPerson:
      'Les revenus d’un garant ne s’indiquent que lorsqu’une personne se porte caution.',
  },
};
