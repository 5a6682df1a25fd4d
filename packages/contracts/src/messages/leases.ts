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
  partyFallbackAddress: 'Adresse non renseignée',
};
