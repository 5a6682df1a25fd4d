import type { MandateActivity, MandateKind } from '../constants';

/**
 * The mandate as ImmoPilote draws it (issue 30; décret 72-678 art. 72–73, loi Hoguet, loi Hamon):
 * every sentence of the PDF, so the document reads as the catalogue does.
 */
export const mandateDocumentMessages = {
  title: (kind: string, object: string) => `Mandat ${kind} — ${object}`,
  kindAdjective: {
    simple: 'simple',
    exclusif: 'exclusif',
    semi_exclusif: 'semi-exclusif',
  } satisfies Record<MandateKind, string>,
  /** Printed in the header of every page: a copy without the number is void (CA Aix, 20 June 2019). */
  registerLine: (number: number, activity: MandateActivity) =>
    `Mandat n° ${number} — Registre des mandats (${activity === 'gestion' ? 'gestion' : 'transaction'})`,
  page: (page: number, count: number) => `Page ${page} / ${count}`,
  registeredOn: (date: string) => `Inscrit au registre le ${date}, avant toute signature.`,
  partiesTitle: 'Les parties',
  agencyTitle: 'Le mandataire',
  agencyLegal: (m: { legalForm: string; siren: string }) => `${m.legalForm}, SIREN ${m.siren}`,
  agencyCard: (m: { number: string; issuer: string }) =>
    `Carte professionnelle n° ${m.number}, délivrée par la ${m.issuer}`,
  agencyGuarantee: (m: { name: string; amount: string }) =>
    `Garantie financière\u00a0: ${m.name}, pour un montant de ${m.amount}`,
  agencyInsurance: (m: { name: string; policy: string }) =>
    `Assurance de responsabilité civile professionnelle\u00a0: ${m.name}, police n° ${m.policy}`,
  agencyRepresented: (name: string) => `Représenté par ${name}`,
  mandatorsTitle: 'Le ou les mandants',
  propertyTitle: 'Le bien',
  propertyNature: (nature: string) => `Nature\u00a0: ${nature}`,
  propertyLocation: (location: string) => `Situation\u00a0: ${location}`,
  missionTitle: 'La mission',
  mission: {
    transaction:
      'Le mandant charge le mandataire de rechercher un acquéreur ou un locataire pour le bien ci-dessus et de négocier en son nom, aux prix et conditions ci-dessous. Ce mandat ne donne pas au mandataire le pouvoir d’engager le mandant.',
    gestion:
      'Le mandant charge le mandataire de gérer le bien ci-dessus\u00a0: encaissement des loyers et charges, quittances, révision, relations avec le locataire. Ce mandat ne donne pas au mandataire le pouvoir de signer un bail au nom du mandant.',
  } satisfies Record<MandateActivity, string>,
  priceTitle: 'Prix',
  price: (amount: string) => `Prix demandé\u00a0: ${amount}`,
  feesTitle: 'Rémunération du mandataire',
  feeAmount: (amount: string) => `Honoraires\u00a0: ${amount} TTC.`,
  feeRate: (rate: string, base: string) => `Honoraires\u00a0: ${rate} TTC ${base}.`,
  feeRateBase: { transaction: 'du prix de vente', gestion: 'des loyers encaissés' } satisfies Record<
    MandateActivity,
    string
  >,
  feePayer: (payer: string) => `À la charge de\u00a0: ${payer}.`,
  feeDetails: (text: string) => `Conditions\u00a0: ${text}`,
  feeDue:
    'Les honoraires ne sont dus qu’à la conclusion effective de l’opération (loi 70-9 du 2 janvier 1970, art. 6).',
  durationTitle: 'Durée',
  duration: (m: { start: string; end: string; months: string | null }) =>
    `Le mandat prend effet le ${m.start} et prend fin le ${m.end}${m.months ? ` (${m.months})` : ''}, sans tacite reconduction.`,
  kindTitle: 'Nature du mandat',
  kindText: (kind: string) => `Mandat ${kind}.`,
  exclusivityTitle: 'CLAUSE D’EXCLUSIVITÉ',
  exclusivity: {
    exclusif:
      'PENDANT TOUTE LA DURÉE DU MANDAT, LE MANDANT S’INTERDIT DE NÉGOCIER DIRECTEMENT OU PAR L’INTERMÉDIAIRE D’UN AUTRE MANDATAIRE L’OPÉRATION OBJET DU PRÉSENT MANDAT, ET S’ENGAGE À ADRESSER AU MANDATAIRE TOUT CANDIDAT QUI SE PRÉSENTERAIT À LUI.',
    semi_exclusif:
      'PENDANT TOUTE LA DURÉE DU MANDAT, LE MANDANT S’INTERDIT DE CONFIER L’OPÉRATION À UN AUTRE MANDATAIRE. IL CONSERVE LE DROIT DE TRAITER DIRECTEMENT AVEC UN CANDIDAT QU’IL AURAIT TROUVÉ LUI-MÊME, À CHARGE D’EN INFORMER AUSSITÔT LE MANDATAIRE.',
  } satisfies Record<Exclude<MandateKind, 'simple'>, string>,
  exclusivityTermination:
    'PASSÉ UN DÉLAI DE TROIS MOIS À COMPTER DE SA SIGNATURE, LE MANDAT PEUT ÊTRE DÉNONCÉ À TOUT MOMENT PAR CHACUNE DES PARTIES, MOYENNANT UN PRÉAVIS DE QUINZE JOURS, PAR LETTRE RECOMMANDÉE AVEC DEMANDE D’AVIS DE RÉCEPTION (DÉCRET 72-678, ART. 78).',
  penaltyTitle: 'CLAUSE PÉNALE',
  penaltySimple:
    'SI LE MANDANT TRAITE, PENDANT LA DURÉE DU MANDAT ET DANS LES DOUZE MOIS QUI SUIVENT SON EXPIRATION, DIRECTEMENT OU PAR UN AUTRE INTERMÉDIAIRE, AVEC UN CANDIDAT PRÉSENTÉ PAR LE MANDATAIRE, IL VERSERA AU MANDATAIRE UNE INDEMNITÉ FORFAITAIRE ÉGALE AU MONTANT DES HONORAIRES CI-DESSUS (CODE CIVIL, ART. 1231-5\u00a0; DÉCRET 72-678, ART. 78).',
  penalty:
    'EN CAS DE MANQUEMENT DU MANDANT À LA CLAUSE D’EXCLUSIVITÉ OU S’IL TRAITE, PENDANT LA DURÉE DU MANDAT ET DANS LES DOUZE MOIS QUI SUIVENT SON EXPIRATION, AVEC UN CANDIDAT PRÉSENTÉ PAR LE MANDATAIRE, IL VERSERA AU MANDATAIRE UNE INDEMNITÉ FORFAITAIRE ÉGALE AU MONTANT DES HONORAIRES CI-DESSUS (CODE CIVIL, ART. 1231-5\u00a0; DÉCRET 72-678, ART. 78).',
  retractionTitle: 'Droit de rétractation',
  retraction: (days: number) =>
    `Le mandat étant conclu hors établissement ou à distance avec un consommateur, le mandant dispose d’un délai de ${days}\u00a0jours pour exercer son droit de rétractation, sans avoir à motiver sa décision ni à supporter d’autres coûts (Code de la consommation, art. L221-18 et suivants). Le délai court à compter du jour de la conclusion du mandat, soit la signature du dernier mandant.`,
  retractionHow:
    'Pour l’exercer, le mandant adresse au mandataire, avant l’expiration du délai, le formulaire de rétractation figurant en dernière page ou toute autre déclaration dénuée d’ambiguïté.',
  retractionEarlyStart:
    'Le mandataire n’entreprend aucune action de négociation (publication, visite) pendant ce délai, sauf si le mandant le lui demande expressément par écrit\u00a0; il peut le faire en signant ce mandat.',
  noRetraction:
    'Le mandant déclare que le présent mandat n’est pas conclu hors établissement ou à distance en qualité de consommateur\u00a0: le droit de rétractation du Code de la consommation ne s’applique pas.',
  signaturesTitle: 'Signatures',
  signatures: (count: number) =>
    `Fait en ${count} originaux électroniques, signés par voie électronique (Code civil, art. 1366 et 1367). Le mandataire signe en premier, puis chaque mandant. La page des signatures est jointe au document scellé.`,
  signatureSlot: (role: string, name: string) => `${role}\u00a0: ${name}`,
  agencyRole: 'Pour le mandataire',
  mandatorRole: 'Le mandant',
  formTitle: 'Formulaire de rétractation',
  formSubtitle: '(Code de la consommation, annexe à l’article R221-1)',
  formIntro:
    'Veuillez compléter et renvoyer le présent formulaire uniquement si vous souhaitez vous rétracter du contrat.',
  formTo: (agency: string) => `À l’attention de ${agency}\u00a0:`,
  formBody: (number: number) =>
    `Je/nous (*) vous notifie/notifions (*) par la présente ma/notre (*) rétractation du contrat pour la prestation de services ci-dessous\u00a0: mandat n° ${number}.`,
  formLines: [
    'Commandé le (*)/reçu le (*)\u00a0: ……………………………………',
    'Nom du (des) consommateur(s)\u00a0: ……………………………………',
    'Adresse du (des) consommateur(s)\u00a0: ……………………………………',
    'Signature du (des) consommateur(s) (uniquement en cas de notification du présent formulaire sur papier)\u00a0:',
    'Date\u00a0: ……………………………………',
  ],
  formFootnote: '(*) Rayez la mention inutile.',
} as const;
