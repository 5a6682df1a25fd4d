const nb = '\u00a0';
const nnb = '\u202f';

/** Arrears (issue 34): a lease's balance, the unpaid rents, the reminders and their settings. */
export const arrearsMessages = {
  section: {
    title: 'Impayés',
    balance: 'Solde dû',
    upToDate: 'Aucun loyer impayé.',
    upcoming: 'À échoir',
    paid: 'Réglé',
    due: 'Reste dû',
    lateBy: (days: number) =>
      days <= 0 ? 'à échoir' : days === 1 ? '1 jour de retard' : `${days} jours de retard`,
    remindersSent: (days: readonly number[]) => `Relances${nb}: ${days.map((d) => `J+${d}`).join(', ')}`,
    noReminder: 'Aucune relance',
    postal: (names: string) => `Sans e-mail, à relancer par courrier${nb}: ${names}`,
    caption: 'Loyers impayés du bail',
  },
  dashboard: {
    title: 'Loyers impayés',
    total: (amount: string) => `${amount} à recevoir`,
    more: (count: number) => (count === 1 ? '1 autre loyer impayé' : `${count} autres loyers impayés`),
    openBank: 'Rapprocher',
    postal: 'par courrier',
    late: (days: number) => (days <= 0 ? 'à échéance' : `${days}${nb}j de retard`),
    line: (tenant: string, period: string) => `${tenant} — ${period}`,
  },
  settings: {
    open: 'Relances',
    title: 'Relances des loyers impayés',
    intro: `Les locataires reçoivent un e-mail de relance à chacun de ces délais après l’échéance. Ceux qui n’ont pas d’e-mail sont listés «${nnb}à relancer par courrier${nnb}».`,
    days: 'Délais (jours après l’échéance)',
    daysHint: 'Séparez les délais par des virgules, par exemple 5, 15, 30.',
    save: 'Enregistrer',
    cancel: 'Annuler',
    saved: 'Délais de relance enregistrés.',
    notANumber: (value: string) => `«${nnb}${value}${nnb}» n’est pas un nombre de jours.`,
    dayInvalid: 'Indiquez un nombre entier de jours.',
    dayRange: (max: number) => `Un délai compte de 1 à ${max} jours.`,
    countRange: (max: number) => `Choisissez de 1 à ${max} délais.`,
    distinct: 'Chaque délai ne figure qu’une fois.',
    headOnly: 'Seul le responsable de l’agence choisit les délais de relance.',
    current: (days: string) => `Relances à J+${days}`,
  },
  mail: {
    subject: (property: string, period: string) => `Loyer impayé — ${property}, ${period}`,
    body: (p: {
      tenant: string;
      property: string;
      period: string;
      dueOn: string;
      amount: string;
      agency: string;
    }) =>
      [
        `Bonjour ${p.tenant},`,
        '',
        `Sauf erreur de notre part, le loyer de ${p.period} pour le logement ${p.property}, échu le ${p.dueOn}, n’a pas été réglé en totalité${nb}: il reste ${p.amount} à payer.`,
        '',
        'Nous vous remercions de régulariser ce paiement dans les meilleurs délais. Si vous l’avez déjà fait, ne tenez pas compte de ce message.',
        '',
        'Bien cordialement,',
        p.agency,
      ].join('\n'),
  },
  leaseNotFound: 'Ce bail n’existe pas ou a été supprimé.',
};
