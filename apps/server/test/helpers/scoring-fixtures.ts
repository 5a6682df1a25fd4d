/**
 * Client documents as their text layer reads once extracted, in the wording of the real forms
 * (DGFiP avis d’impôt, a payslip after the 2018 « bulletin clarifié », an employer's attestation).
 * People, numbers and companies are invented. Each builder takes the parts the score must never
 * read (name, address, family situation, birth date), so a test can change them alone.
 */
export interface Identity {
  name: string;
  address: string[];
  familySituation: string;
  birthDate: string;
}

export const CAMILLE: Identity = {
  name: 'Mme BERNARD CAMILLE',
  address: ['14 RUE DES TANNEURS', '69003 LYON'],
  familySituation: 'Célibataire',
  birthDate: '12/04/1991',
};

export const OTHER_IDENTITY: Identity = {
  name: 'M NGUYEN VAN ANH',
  address: ['RESIDENCE LES ACACIAS BAT C', '2 ALLEE DES PINS', '13090 AIX-EN-PROVENCE'],
  familySituation: 'Marié(e) ou pacsé(e)',
  birthDate: '03/11/1958',
};

export function taxNoticeLines(who: Identity = CAMILLE): string[] {
  return [
    'DIRECTION GÉNÉRALE DES FINANCES PUBLIQUES',
    'AVIS D’IMPÔT 2025',
    'IMPÔT SUR LES REVENUS de l’année 2024',
    'Vos références',
    'Numéro fiscal : 30 47 123 456 789',
    'N° de l’avis : 25 69 1234567 89',
    who.name,
    ...who.address,
    `Situation de famille : ${who.familySituation}`,
    'Nombre de parts : 1,00',
    'Détail des revenus',
    'Salaires, pensions, rentes nets : 30 474',
    'Revenu brut global : 30 474',
    'Revenu imposable : 30 474',
    'Revenu fiscal de référence : 30 474 €',
    'Impôt sur le revenu net avant corrections : 2 118 €',
    'Total de votre imposition nette : 2 118 €',
  ];
}

export function payslipLines(who: Identity = CAMILLE, month = '09', netPay = '2 104,37'): string[] {
  return [
    'BULLETIN DE PAIE',
    `Période du 01/${month}/2026 au 30/${month}/2026`,
    'Employeur : TRANSPORTS RHÔNE-ALPES SAS',
    '18 avenue Tony Garnier 69007 Lyon',
    'SIRET : 812 345 678 00024 Code NAF : 4941A',
    'Convention collective : Transports routiers (IDCC 16)',
    `Salarié : ${who.name}`,
    ...who.address,
    `Né(e) le ${who.birthDate}`,
    'N° de sécurité sociale : 2 91 04 69 123 456 78',
    'Emploi : Technicienne logistique Coefficient : 150M',
    'Date d’entrée : 01/03/2019',
    'Contrat : CDI à temps plein',
    'Salaire de base 151,67 h 18,12 2 748,26',
    'Santé – Complémentaire 41,20',
    'Retraite complémentaire Tranche 1 112,68',
    'Total des cotisations et contributions 621,77',
    `Net à payer avant impôt sur le revenu : ${netPay} €`,
    'Impôt sur le revenu prélevé à la source 4,50 % 94,70',
    'Net payé en euros : 2 009,67 €',
  ];
}

export function attestationLines(who: Identity = CAMILLE): string[] {
  return [
    'TRANSPORTS RHÔNE-ALPES SAS',
    '18 avenue Tony Garnier – 69007 Lyon',
    'ATTESTATION EMPLOYEUR',
    'Je soussigné, Jean Leroy, directeur des ressources humaines',
    'de la société Transports Rhône-Alpes SAS, atteste que',
    `${who.name}, né(e) le ${who.birthDate},`,
    'demeurant',
    ...who.address,
    'est employé(e) au sein de notre entreprise depuis le 1er mars 2019',
    'en qualité de technicienne logistique, en contrat à durée',
    'indéterminée à temps plein. L’intéressé(e) n’est ni en période',
    'd’essai, ni en préavis de démission ou de licenciement.',
    'Attestation délivrée pour servir et valoir ce que de droit.',
    'Fait à Lyon, le 2 novembre 2026',
  ];
}
