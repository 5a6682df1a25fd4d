import { formatLongDate } from '../format';
import type { IrlArea, IrlQuarter } from '../rentals/irl';

const nb = '\u00a0';

/** « T3 2025 »: a quarter as the revision screen and letter name it. */
const quarterShort = ({ year, quarter }: IrlQuarter) => `T${quarter}${nb}${year}`;

/** The IRL table (administrator) and the yearly rent revision (issue 34). */
export const revisionMessages = {
  quarterShort,
  areas: {
    metropole: 'France métropolitaine',
    outre_mer: 'Outre-mer',
    corse: 'Corse',
  } satisfies Record<IrlArea, string>,
  quarterOption: (quarter: number) => `T${quarter}`,
  irl: {
    title: 'Indice de référence des loyers (IRL)',
    intro: `Les valeurs publiées par l’Insee, par zone. Une correction crée une nouvelle version${nb}: une révision déjà confirmée garde les valeurs qu’elle a utilisées.`,
    back: 'Panneau administrateur',
    open: 'Indice de référence des loyers (IRL)',
    openHint: 'Ajouter le trimestre publié par l’Insee, corriger une valeur.',
    addTitle: 'Ajouter un trimestre',
    correctHint: 'La valeur actuelle est gardée dans l’historique.',
    area: 'Zone',
    year: 'Année',
    quarter: 'Trimestre',
    value: 'Valeur',
    valueHint: `Deux décimales, par exemple «${nb}146,12${nb}».`,
    add: 'Ajouter le trimestre',
    added: 'Trimestre ajouté',
    correct: 'Corriger',
    correctTitle: (q: IrlQuarter, area: IrlArea) =>
      `Corriger l’IRL du ${quarterShort(q)} (${revisionMessages.areas[area]})`,
    corrected: 'Valeur corrigée',
    saveCorrection: 'Enregistrer la nouvelle version',
    cancel: 'Annuler',
    failed: 'Impossible d’enregistrer la valeur.',
    loadFailed: 'Impossible de charger l’IRL.',
    empty: 'Aucune valeur saisie pour cette zone.',
    emptyHint: 'Ajoutez les trimestres publiés par l’Insee.',
    source: { shipped: 'Livrée avec l’application', admin: 'Saisie par un administrateur' },
    versionLine: (version: number, value: string, source: string, date: string) =>
      `Version ${version}${nb}: ${value} (${source}, ${date})`,
    versions: (count: number) => (count > 1 ? `${count} versions` : '1 version'),
    columns: { quarter: 'Trimestre', value: 'Valeur', source: 'Source', version: 'Version' },
    errors: {
      valueInvalid: `Saisissez une valeur positive avec au plus deux décimales, par exemple «${nb}146,12${nb}».`,
      yearInvalid: 'Saisissez une année entre 1998 et 2100.',
      quarterInvalid: 'Choisissez un trimestre de 1 à 4.',
      areaInvalid: 'Choisissez une zone.',
      future: (q: IrlQuarter) => `Le ${quarterShort(q)} n’a pas encore commencé.`,
      notPublished: (q: IrlQuarter, on: string) =>
        `L’indice du ${quarterShort(q)} n’est publié qu’à partir du ${formatLongDate(on)}.`,
      tooFar: (previous: string) =>
        `Cette valeur s’écarte de plus de 10${nb}% de celle du trimestre précédent (${previous})${nb}: vérifiez la saisie.`,
      exists: (q: IrlQuarter) => `Le ${quarterShort(q)} est déjà saisi${nb}: corrigez sa valeur.`,
      missing: (q: IrlQuarter) => `Le ${quarterShort(q)} n’est pas encore saisi${nb}: ajoutez-le.`,
      sameValue: 'Cette valeur est déjà la valeur en vigueur.',
      concurrent: 'Cette valeur vient d’être modifiée par ailleurs. Rechargez la page.',
    },
  },
  section: {
    title: 'Révision du loyer',
    loadFailed: 'Impossible de charger la révision.',
    dueOn: (date: string) => `Révision due le ${formatLongDate(date)}`,
    calculation: (rent: string, latest: string, previous: string, result: string) =>
      `${rent} × ${latest} / ${previous} = ${result}`,
    quarters: (latest: IrlQuarter, latestValue: string, previous: IrlQuarter, previousValue: string) =>
      `IRL du ${quarterShort(latest)}${nb}: ${latestValue}${nb}; IRL du ${quarterShort(previous)}${nb}: ${previousValue}`,
    capped: (rate: string, result: string) =>
      `Hausse plafonnée à ${rate} par le bouclier loyer${nb}: nouveau loyer ${result}.`,
    newRent: (amount: string) => `Nouveau loyer hors charges${nb}: ${amount}`,
    effectiveOn: (date: string) => `Dû à partir du ${formatLongDate(date)}`,
    lateClaim: 'Demandée après sa date, la révision prend effet au jour de la demande, jamais avant.',
    confirm: 'Confirmer la révision',
    confirmTitle: 'Confirmer la révision du loyer\u00a0?',
    confirmBody: (amount: string, date: string) =>
      `Le loyer passera à ${amount} à partir du ${formatLongDate(date)}. Les avis déjà émis ne changent pas, et le locataire recevra une lettre.`,
    confirmed: 'Révision confirmée',
    confirmFailed: 'Impossible de confirmer la révision.',
    latestIndex: (q: IrlQuarter, value: string) => `Dernier IRL publié${nb}: ${quarterShort(q)}, ${value}`,
    history: 'Révisions passées',
    noHistory: 'Aucune révision confirmée pour ce bail.',
    historyLine: (due: string, from: string, to: string) =>
      `Échéance du ${formatLongDate(due)}${nb}: ${from} → ${to}`,
    historyCalc: (
      latest: IrlQuarter,
      latestValue: string,
      previous: IrlQuarter,
      previousValue: string,
      effective: string,
    ) =>
      `IRL ${quarterShort(latest)} ${latestValue} / ${quarterShort(previous)} ${previousValue}, dû à partir du ${formatLongDate(effective)}`,
    letter: 'Lettre au locataire',
    sentByEmail: 'Envoyée par e-mail',
    toPrint: 'À imprimer et envoyer',
  },
  refusals: {
    no_clause: 'Ce bail n’a pas de clause de révision\u00a0: le loyer ne peut pas être révisé.',
    no_reference_quarter: 'Le trimestre de référence de l’IRL n’est pas renseigné sur ce bail.',
    index_not_published: (q: IrlQuarter) =>
      `L’IRL du ${quarterShort(q)} n’est pas encore publié ou pas encore saisi${nb}: la révision attend cet indice.`,
    lapsed: (due: string, next: string) =>
      `La révision due le ${formatLongDate(due)} n’a pas été demandée dans l’année${nb}: elle est perdue pour cette année. Prochaine échéance${nb}: ${formatLongDate(next)}.`,
    energy_freeze: (area: IrlArea) =>
      `Logement classé F ou G${nb}: aucune hausse de loyer n’est permise depuis le ${formatLongDate(area === 'outre_mer' ? '2024-07-01' : '2022-08-24')} (loi Climat et Résilience).`,
    no_rise: 'L’indice n’a pas augmenté sur un an\u00a0: pas de hausse du loyer.',
    not_due: (next: string) =>
      `Pas de révision due pour le moment. Prochaine échéance${nb}: ${formatLongDate(next)}.`,
    lease_ended: 'Ce bail est terminé\u00a0: son loyer ne se révise plus.',
  },
  errors: {
    dueOnInvalid: 'La date d’échéance de la révision est invalide.',
    notCurrentDue: `Cette échéance n’est plus celle de la révision à confirmer${nb}: rechargez la page.`,
    alreadyConfirmed: 'Cette révision a déjà été confirmée.',
    notFound: 'Cette révision n’existe pas.',
    leaseNotFound: 'Ce bail n’existe pas ou a été supprimé.',
    letterMissing: 'La lettre de cette révision n’est pas disponible.',
  },
  letter: {
    title: 'Révision annuelle du loyer',
    fileName: (due: string) => `revision-loyer-${due}.pdf`,
    from: (agency: string) => `${agency}, pour le compte du bailleur`,
    to: 'Locataire(s)',
    property: 'Logement',
    date: (date: string) => `Le ${formatLongDate(date)}`,
    body: (due: string) =>
      `Conformément à la clause de révision de votre bail et à l’article 17-1 de la loi du 6 juillet 1989, votre loyer est révisé à l’échéance du ${formatLongDate(due)} selon la variation de l’indice de référence des loyers (IRL) publié par l’Insee.`,
    calculation: 'Calcul',
    indices: 'Indices utilisés',
    indexLine: (q: IrlQuarter, value: string, area: IrlArea) =>
      `IRL du ${quarterShort(q)} (${revisionMessages.areas[area]})${nb}: ${value}`,
    cap: (rate: string) => `Hausse plafonnée à ${rate} (bouclier loyer, loi du 16 août 2022).`,
    oldRent: (amount: string) => `Loyer actuel hors charges${nb}: ${amount}`,
    newRent: (amount: string) => `Nouveau loyer hors charges${nb}: ${amount}`,
    effective: (date: string) => `Ce nouveau loyer est dû à partir du ${formatLongDate(date)}.`,
    charges: 'Les charges ne sont pas concernées par cette révision.',
    mailSubject: 'Révision annuelle de votre loyer',
    mailText: (property: string, amount: string, date: string, agency: string) =>
      `Bonjour,\n\nVotre loyer du logement ${property} est révisé selon l’indice de référence des loyers. Nouveau loyer hors charges${nb}: ${amount}, dû à partir du ${formatLongDate(date)}.\n\nLe détail du calcul figure dans la lettre jointe.\n\n${agency}`,
  },
};
