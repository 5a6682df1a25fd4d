import type { LeaseChargesMode, LeasePartyRole, LeaseStatus } from '../rentals/constants';
import type { IrlArea } from '../rentals/irl';
import type { LeaseKind } from '../rentals/lease-rules';

const nb = '\u00a0';

/**
 * Leases (« baux », issue 34): the words the API, the lease PDF and the screens share.
 */
export const leaseMessages = {
  notFound: 'Ce bail n’existe pas ou a été supprimé.',
  kinds: {
    nu: 'Location nue',
    meuble: 'Location meublée',
    mobilite: 'Bail mobilité',
  } satisfies Record<LeaseKind, string>,
  /** « d’un meublé », for the deposit's cap. */
  kindsOf: {
    nu: 'd’une location nue',
    meuble: 'd’un meublé',
    mobilite: 'd’un bail mobilité',
  } satisfies Record<LeaseKind, string>,
  statuses: { active: 'En cours', ended: 'Terminé' } satisfies Record<LeaseStatus, string>,
  chargesModes: {
    provision: 'Provision sur charges (régularisée chaque année)',
    forfait: 'Forfait de charges (non régularisé)',
  } satisfies Record<LeaseChargesMode, string>,
  chargesModesShort: { provision: 'provision', forfait: 'forfait' } satisfies Record<
    LeaseChargesMode,
    string
  >,
  roles: { tenant: 'Locataire', guarantor: 'Garant', landlord: 'Bailleur' } satisfies Record<
    LeasePartyRole,
    string
  >,
  irlAreas: {
    metropole: 'France métropolitaine',
    outre_mer: 'Outre-mer',
    corse: 'Corse',
  } satisfies Record<IrlArea, string>,
  // ---- errors ----
  propertyRequired: 'Choisissez le bien loué.',
  propertyNotFound: 'Ce bien n’existe pas ou a été supprimé.',
  notARental: 'Un bail ne peut porter que sur un bien à louer.',
  noManagementMandate: `Ce bien n’a pas de mandat de gestion en cours. Créez-le depuis la page «${nb}Mandats${nb}» (registre «${nb}gestion${nb}»), puis revenez établir le bail.`,
  activeLeaseExists: 'Ce bien a déjà un bail en cours. Terminez-le avant d’en établir un autre.',
  kindRequired: 'Choisissez le type de bail.',
  tenantsRequired: 'Ajoutez au moins un locataire.',
  tenantsTooMany: 'Un bail nomme au plus six locataires.',
  tenantDuplicate: 'Ce client est déjà nommé sur le bail.',
  clientNotFound: 'Ce client n’existe pas ou a été supprimé.',
  guarantorOfInvalid: 'Choisissez le locataire dont ce garant se porte caution.',
  guarantorIsTenant: 'Un locataire ne peut pas être son propre garant.',
  startInvalid: 'Indiquez la date de prise d’effet (JJ/MM/AAAA).',
  durationInvalid: 'Indiquez la durée en mois.',
  durationNu: 'Un bail nu dure au moins trois ans (36 mois).',
  durationMeuble: 'Un bail meublé dure au moins un an (12 mois), neuf mois pour un étudiant.',
  durationMobilite: 'Un bail mobilité dure de un à dix mois.',
  rentInvalid: 'Indiquez le loyer mensuel hors charges en euros, par exemple 812,37.',
  chargesInvalid: 'Indiquez les charges mensuelles en euros (0 s’il n’y en a pas).',
  chargesModeRequired: 'Choisissez le mode des charges.',
  depositInvalid: 'Indiquez le dépôt de garantie en euros (0 s’il n’y en a pas).',
  depositCap: (kindOf: string, months: string, cap: string) =>
    `Le dépôt de garantie ${kindOf} est limité à ${months} de loyer hors charges (${cap}).`,
  depositMonths: { 1: 'un mois', 2: 'deux mois' } as Record<number, string>,
  depositForbidden: 'Un bail mobilité ne peut pas prévoir de dépôt de garantie.',
  paymentDayInvalid: 'Le jour de paiement va du 1er au 28 du mois.',
  referenceQuarterInvalid: 'Le trimestre de référence de l’IRL va de 1 à 4.',
  energyClassInvalid: 'Choisissez une classe énergie de A à G.',
  referenceRentRequired: `Ce bien est en zone d’encadrement${nb}: indiquez le loyer de référence.`,
  increasedReferenceRequired: `Ce bien est en zone d’encadrement${nb}: indiquez le loyer de référence majoré.`,
  increasedBelowReference: 'Le loyer de référence majoré ne peut pas être inférieur au loyer de référence.',
  rentOverIncreased: (cap: string) =>
    `Hors complément, le loyer ne peut pas dépasser le loyer de référence majoré (${cap}).`,
  supplementReasonRequired:
    'Un complément de loyer doit être justifié par des caractéristiques exceptionnelles du logement.',
  amountInvalid: 'Indiquez un montant en euros, par exemple 812,37.',
  managementFeeInvalid: 'Indiquez les honoraires de gestion en pourcentage, de 0 à 100, par exemple 7,5.',
  frozen: `Ce bail a été envoyé à la signature${nb}: ses conditions ne peuvent plus être modifiées.`,
  ended: `Ce bail est terminé${nb}: ses conditions ne peuvent plus être modifiées.`,
  noDocument: 'Le bail n’a pas encore de document.',
  fileName: (label: string, startOn: string) => `bail-${label}-${startOn}.pdf`,
};

/** The lease document (décret n° 2015-587 du 29 mai 2015, contrat type). */
export const leaseDocumentMessages = {
  title: {
    nu: 'Contrat de location — logement vide',
    meuble: 'Contrat de location — logement meublé',
    mobilite: 'Bail mobilité — logement meublé',
  } satisfies Record<LeaseKind, string>,
  legalBasis: {
    nu: `Soumis au titre Ier de la loi n°${nb}89-462 du 6${nb}juillet 1989, selon le contrat type du décret n°${nb}2015-587 du 29${nb}mai 2015.`,
    meuble: `Soumis au titre Ier${nb}bis de la loi n°${nb}89-462 du 6${nb}juillet 1989, selon le contrat type du décret n°${nb}2015-587 du 29${nb}mai 2015.`,
    mobilite: `Soumis au titre Ier${nb}ter de la loi n°${nb}89-462 du 6${nb}juillet 1989 (bail mobilité, art.${nb}25-12 et suivants).`,
  } satisfies Record<LeaseKind, string>,
  parties: 'I. Désignation des parties',
  landlords: 'Le bailleur',
  representedBy: 'Représenté par son mandataire, titulaire d’un mandat de gestion',
  mandate: (number: string) => `Mandat de gestion n°${nb}${number}`,
  agencyLegal: (legalForm: string, siren: string) => `${legalForm} — SIREN ${siren}`,
  card: (number: string, issuer: string) =>
    `Carte professionnelle «${nb}gestion immobilière${nb}» n°${nb}${number}, délivrée par ${issuer}`,
  guarantee: (name: string, amount: string) => `Garantie financière${nb}: ${name} (${amount})`,
  tenants: 'Le locataire',
  electronicDelivery: 'Accepte de recevoir avis d’échéance et quittances par voie électronique (art. 21).',
  guarantors: 'La caution',
  guarantorOf: (tenant: string) => `Se porte caution pour ${tenant}, par acte séparé.`,
  missing: 'non renseigné',
  object: 'II. Objet du contrat',
  address: (address: string) => `Adresse du logement${nb}: ${address}`,
  designation: (label: string) => `Désignation${nb}: ${label}`,
  furnished: {
    nu: 'Logement loué non meublé, à usage de résidence principale.',
    meuble: 'Logement loué meublé (décret n° 2015-981), à usage de résidence principale.',
    mobilite: 'Logement loué meublé, à usage d’habitation, dans le cadre d’un bail mobilité.',
  } satisfies Record<LeaseKind, string>,
  energyClass: (cls: string) => `Classe énergie du diagnostic de performance énergétique${nb}: ${cls}`,
  term: 'III. Date de prise d’effet et durée du contrat',
  startOn: (date: string) => `Prise d’effet${nb}: ${date}`,
  duration: (months: number) => `Durée${nb}: ${months}${nb}mois`,
  renewal: {
    nu: 'Le contrat se renouvelle par tacite reconduction pour trois ans, sauf congé dans les conditions de la loi.',
    meuble:
      'Le contrat se renouvelle par tacite reconduction pour un an, sauf congé dans les conditions de la loi.',
    mobilite: 'Le bail mobilité n’est ni renouvelable ni reconductible (art. 25-14).',
  } satisfies Record<LeaseKind, string>,
  student: 'Location consentie à un étudiant pour neuf mois, sans reconduction tacite (art. 25-7).',
  money: 'IV. Conditions financières',
  rent: (amount: string) => `Loyer mensuel hors charges${nb}: ${amount}`,
  charges: (amount: string, mode: string) => `Charges récupérables${nb}: ${amount} par mois (${mode})`,
  total: (amount: string) => `Total mensuel${nb}: ${amount}`,
  paymentDay: (day: number) =>
    `Le loyer et les charges sont payables d’avance, le ${day === 1 ? '1er' : day} de chaque mois.`,
  rentControl: 'Encadrement des loyers',
  referenceRent: (amount: string) => `Loyer de référence${nb}: ${amount} par mois`,
  increasedReference: (amount: string) => `Loyer de référence majoré${nb}: ${amount} par mois`,
  baseRent: (amount: string) => `Loyer de base${nb}: ${amount} par mois`,
  supplement: (amount: string) => `Complément de loyer${nb}: ${amount} par mois`,
  supplementReason: (reason: string) => `Justification du complément${nb}: ${reason}`,
  revision: (quarter: number, area: string) =>
    `Révision annuelle du loyer à la date anniversaire du contrat, selon la variation de l’indice de référence des loyers (IRL, ${area}) publié par l’INSEE. Trimestre de référence${nb}: ${quarter === 1 ? '1er' : `${quarter}e`} trimestre.`,
  noRevision: 'Le loyer n’est pas révisable en cours de bail.',
  deposit: 'V. Garanties',
  depositAmount: (amount: string) => `Dépôt de garantie${nb}: ${amount}`,
  noDeposit: 'Aucun dépôt de garantie ne peut être exigé (art. 25-17).',
  depositReturn:
    'Restitué dans un délai d’un mois à compter de la remise des clés si l’état des lieux de sortie est conforme à celui d’entrée, de deux mois dans le cas contraire.',
  annexes: 'VI. Annexes',
  annexList: {
    nu: [
      'Diagnostic de performance énergétique (DPE)',
      'Dossier de diagnostic technique (plomb, amiante, électricité, gaz, état des risques)',
      'État des lieux d’entrée',
      'Notice d’information relative aux droits et obligations des locataires et des bailleurs',
      'Extraits du règlement de copropriété, le cas échéant',
    ],
    meuble: [
      'Diagnostic de performance énergétique (DPE)',
      'Dossier de diagnostic technique (plomb, amiante, électricité, gaz, état des risques)',
      'État des lieux d’entrée',
      'Inventaire et état détaillé du mobilier',
      'Notice d’information relative aux droits et obligations des locataires et des bailleurs',
      'Extraits du règlement de copropriété, le cas échéant',
    ],
    mobilite: [
      'Diagnostic de performance énergétique (DPE)',
      'Dossier de diagnostic technique (plomb, amiante, électricité, gaz, état des risques)',
      'État des lieux d’entrée',
      'Inventaire et état détaillé du mobilier',
      'Notice d’information relative aux droits et obligations des locataires et des bailleurs',
    ],
  } satisfies Record<LeaseKind, string[]>,
  signatures: 'Signatures',
  signedFor: (agency: string) => `Pour le bailleur, son mandataire ${agency}`,
  signedTenant: (name: string) => `Le locataire, ${name}`,
  signedGuarantor: (name: string) => `La caution, ${name}`,
  drawnOn: (date: string) => `Établi le ${date}, en autant d’exemplaires que de parties.`,
  page: (page: number, count: number) => `Page ${page} sur ${count}`,
};

/** The lease's signature request and its errors. */
export const leaseSigningMessages = {
  requestTitle: (label: string) => `Bail — ${label}`,
  alreadySent: `Ce bail a déjà été envoyé à la signature.`,
  signerWithoutEmail: (name: string) =>
    `${name} n’a pas d’adresse e-mail${nb}: complétez sa fiche client avant d’envoyer le bail à la signature.`,
  partyGone: 'Une partie au bail n’est plus dans l’annuaire des clients.',
  permission: 'Seuls les membres qui gèrent les biens peuvent suivre la signature d’un bail.',
};
