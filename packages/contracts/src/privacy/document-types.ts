/**
 * What a document added to a client may be (issue 15, part 2). The tenant-file part is the closed
 * list of décret n° 2015-1437 du 5 novembre 2015 (annexe I for the candidate, annexe II for a
 * guarantor): identity, proof of address, activity, resources. Anything else (bank statements,
 * carte Vitale, criminal record, marriage contract, medical file, ID photo…) may not be asked for,
 * so it is not offered. The agency-side types are the contracts of the transaction or the lease.
 */

export const TENANT_FILE_CATEGORIES = ['identite', 'domicile', 'activite', 'ressources'] as const;
export type TenantFileCategory = (typeof TENANT_FILE_CATEGORIES)[number];

/** The candidate's sub-types (décret 2015-1437, annexe I). */
const CANDIDATE_DOCUMENTS = [
  { id: 'identite.carte_identite', category: 'identite', label: 'Carte nationale d’identité' },
  { id: 'identite.passeport', category: 'identite', label: 'Passeport' },
  { id: 'identite.permis_conduire', category: 'identite', label: 'Permis de conduire' },
  { id: 'identite.titre_sejour', category: 'identite', label: 'Titre de séjour ou carte de résident' },
  {
    id: 'domicile.quittances',
    category: 'domicile',
    label: 'Trois dernières quittances ou attestation du précédent bailleur',
  },
  { id: 'domicile.attestation_hebergement', category: 'domicile', label: 'Attestation d’hébergement' },
  { id: 'domicile.election_domicile', category: 'domicile', label: 'Attestation d’élection de domicile' },
  {
    id: 'domicile.titre_propriete',
    category: 'domicile',
    label: 'Titre de propriété ou dernier avis de taxe foncière',
  },
  {
    id: 'activite.contrat_travail',
    category: 'activite',
    label: 'Contrat de travail ou de stage, ou attestation de l’employeur',
  },
  {
    id: 'activite.registre_entreprise',
    category: 'activite',
    label: 'Extrait K ou K bis, D1 ou fiche INSEE (entreprise)',
  },
  { id: 'activite.carte_professionnelle', category: 'activite', label: 'Carte professionnelle' },
  {
    id: 'activite.carte_etudiant',
    category: 'activite',
    label: 'Carte d’étudiant ou certificat de scolarité',
  },
  {
    id: 'ressources.avis_imposition',
    category: 'ressources',
    label: 'Dernier ou avant-dernier avis d’imposition',
  },
  {
    id: 'ressources.bulletins_salaire',
    category: 'ressources',
    label: 'Trois derniers bulletins de salaire',
  },
  {
    id: 'ressources.bilans',
    category: 'ressources',
    label: 'Deux derniers bilans ou attestation de l’expert-comptable',
  },
  {
    id: 'ressources.pensions_prestations',
    category: 'ressources',
    label: 'Justificatif de pension, retraite, prestations sociales ou allocations',
  },
  {
    id: 'ressources.aides_logement',
    category: 'ressources',
    label: 'Simulation ou attestation d’aides au logement',
  },
  { id: 'ressources.bourse', category: 'ressources', label: 'Avis d’attribution de bourse' },
  {
    id: 'ressources.revenus_fonciers',
    category: 'ressources',
    label: 'Justificatif de revenus fonciers, rentes ou revenus de capitaux',
  },
  { id: 'ressources.indemnites_stage', category: 'ressources', label: 'Justificatif d’indemnités de stage' },
] as const satisfies readonly { id: string; category: TenantFileCategory; label: string }[];

/** A guarantor gives the same kinds of papers (annexe II), plus the proof of a guarantee organism. */
const GUARANTOR_ONLY = [
  {
    id: 'garant.organisme',
    category: 'ressources',
    label: 'Visa Visale ou engagement d’un organisme de cautionnement',
  },
  {
    id: 'garant.personne_morale',
    category: 'identite',
    label: 'Extrait K bis et statuts de la personne morale garante',
  },
] as const satisfies readonly { id: string; category: TenantFileCategory; label: string }[];

type CandidateId = (typeof CANDIDATE_DOCUMENTS)[number]['id'];

export const TENANT_FILE_DOCUMENT_TYPES = [
  ...CANDIDATE_DOCUMENTS.map((d) => ({ ...d, party: 'candidat' as const })),
  ...CANDIDATE_DOCUMENTS.map((d) => ({
    id: `garant.${d.id}` as `garant.${CandidateId}`,
    category: d.category,
    label: d.label,
    party: 'garant' as const,
  })),
  ...GUARANTOR_ONLY.map((d) => ({ ...d, party: 'garant' as const })),
];

/** Documents of the agency's own business, not part of a tenant file. */
export const CONTRACT_DOCUMENT_TYPES = [
  { id: 'contrat.mandat', label: 'Mandat' },
  { id: 'contrat.compromis', label: 'Compromis ou promesse de vente' },
  { id: 'contrat.bail', label: 'Bail' },
  { id: 'contrat.etat_des_lieux', label: 'État des lieux' },
  { id: 'contrat.diagnostic', label: 'Diagnostic' },
  { id: 'contrat.autre', label: 'Autre document contractuel' },
] as const;

export const CLIENT_DOCUMENT_TYPES = [
  ...TENANT_FILE_DOCUMENT_TYPES.map((d) => d.id),
  ...CONTRACT_DOCUMENT_TYPES.map((d) => d.id),
] as [string, ...string[]];
export type ClientDocumentType = string;

export function isTenantFileDocument(type: string): boolean {
  return TENANT_FILE_DOCUMENT_TYPES.some((d) => d.id === type);
}

export function isClientDocumentType(type: string): boolean {
  return CLIENT_DOCUMENT_TYPES.includes(type);
}

/** The type as the record and the download name show it; a guarantor's papers say so. */
export function documentTypeLabel(type: string): string {
  const contract = CONTRACT_DOCUMENT_TYPES.find((d) => d.id === type);
  if (contract) return contract.label;
  const tenant = TENANT_FILE_DOCUMENT_TYPES.find((d) => d.id === type);
  if (!tenant) return type;
  return tenant.party === 'garant' ? `${tenant.label} (garant)` : tenant.label;
}

/** Existing client documents had no type: they became this one (docs/decisions/privacy.md). */
export const MIGRATED_DOCUMENT_TYPE = 'contrat.autre';
