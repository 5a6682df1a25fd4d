import { formatDate, formatEuros, formatNumber, formatPricePerM2 as perM2 } from '../format';
import type { DvfKind } from '../market/constants';

/** Market figures are medians: to the euro. */
const euros = (n: number) => formatEuros(Math.round(n));
const count = (n: number) => formatNumber(n);
const day = (iso: string) => formatDate(iso.slice(0, 10), 'medium');
function plural(n: number, one: string, many: string): string {
  if (n > 1) return `${count(n)} ${many}`;
  return `${count(n)} ${one}`;
}

function marketText(median: number | null): string {
  if (median === null) return 'inconnu';
  return perM2(median);
}

const KIND_LABELS: Record<DvfKind, string> = { appartement: 'Appartement', maison: 'Maison' };
const KIND_PLURALS: Record<DvfKind, string> = { appartement: 'appartements', maison: 'maisons' };

/**
 * Market search (« Recherche Web », now a search over public sales), the dynamic price advice
 * and the competitive analysis (issue 14): every text of these three screens and their errors.
 */
export const marketInsightsMessages = {
  kinds: KIND_LABELS,
  source:
    'Source : Demandes de valeurs foncières (DGFiP, publiées par Etalab, Licence Ouverte 2.0). Les prix de vente n’incluent pas les honoraires d’agence.',
  backToDashboard: 'Retour au tableau de bord',
  backToProperty: 'Retour au bien',
  search: {
    title: 'Prix du marché',
    intro:
      'Les ventes réellement conclues, publiées par l’État : prix, surfaces et prix au m² dans une commune ou autour d’une adresse.',
    formLabel: 'Critères de recherche',
    communeLabel: 'Commune ou code postal',
    communePlaceholder: 'Toulon ou 83000',
    addressLabel: 'Adresse (facultatif)',
    addressPlaceholder: '12 boulevard de Strasbourg',
    addressHelp: 'Avec une adresse, seules les ventes proches sont retenues.',
    kindLabel: 'Type de bien',
    surfaceMinLabel: 'Surface min. (m²)',
    surfaceMaxLabel: 'Surface max. (m²)',
    yearsLabel: 'Période',
    years: { 1: 'Dernière année', 2: '2 dernières années', 3: '3 dernières années', 5: '5 dernières années' },
    radiusLabel: 'Autour de l’adresse',
    radius: { 300: '300 m', 500: '500 m', 1000: '1 km', 2000: '2 km' },
    submit: 'Rechercher',
    searching: 'Recherche en cours…',
    communeRequired: 'Indiquez une commune ou un code postal.',
    kindInvalid: 'Choisissez appartement ou maison.',
    surfaceInvalid: 'Indiquez une surface entre 1 et 1 000 m².',
    surfaceOrder: 'La surface maximale doit être au moins égale à la surface minimale.',
    yearsInvalid: 'Choisissez une période proposée.',
    radiusInvalid: 'Choisissez un rayon proposé.',
    communeUnknown: (query: string) =>
      `Aucune vente connue pour « ${query} ». Vérifiez l’orthographe ou le code postal ; si la commune est juste, ses ventes n’ont pas encore été importées (l’administrateur peut le faire).`,
    communeAmbiguous: (query: string, options: readonly string[]) =>
      `Plusieurs communes s’appellent « ${query} » (${options.join(', ')}) : indiquez le code postal.`,
    located: {
      number: 'Ventes autour de l’adresse indiquée.',
      street: 'Numéro introuvable : ventes autour de la rue indiquée.',
      none: 'Adresse introuvable dans les ventes de la commune : les ventes de toute la commune sont affichées.',
    },
    period: (since: string, until: string) =>
      `Ventes du ${day(since)} au ${day(until)} (la plus récente connue ; DVF est publié avec quelques mois de retard).`,
    propertyTitle: (name: string) => `Ventes comparables à « ${name} »`,
    propertyIntro: 'Les ventes que son évaluation retient, avec les mêmes critères.',
    newSearch: 'Nouvelle recherche',
    propertyFailed: 'Impossible de charger le marché de ce bien.',
    noSales: 'Aucune vente ne correspond à ces critères. Élargissez la période, la surface ou le rayon.',
    empty: 'Choisissez une commune (ou un code postal) et un type de bien pour voir les ventes récentes.',
    summaryLabel: 'Chiffres clés',
    countLabel: 'Ventes',
    medianLabel: 'Prix médian au m²',
    rangeLabel: 'Moitié centrale des ventes',
    range: (low: number, high: number) => `${perM2(low)} – ${perM2(high)}`,
    rangeHelp: 'Un quart des ventes est en dessous, un quart au-dessus (écart interquartile).',
    medianPriceLabel: 'Prix médian',
    medianSurfaceLabel: 'Surface médiane',
    chartTitle: 'Prix au m² dans le temps',
    chartHelp: 'Chaque point est une vente ; la ligne suit la médiane de chaque trimestre.',
    chartSummary: (quarters: readonly { quarter: string; median: number }[]) =>
      quarters.map((q) => `${q.quarter} : ${perM2(q.median)}`).join(' ; '),
    saleSeries: 'Ventes',
    medianSeries: 'Médiane du trimestre',
    tableTitle: 'Liste des ventes',
    capped: (shown: number, total: number) =>
      `Les ${count(shown)} ventes les plus récentes sur ${count(total)} sont listées ; les chiffres portent sur toutes.`,
    columns: {
      date: 'Date',
      address: 'Adresse',
      kind: 'Type',
      surface: 'Surface',
      rooms: 'Pièces',
      price: 'Prix',
      pricePerM2: 'Prix au m²',
      distance: 'Distance',
    },
  },
  advice: {
    title: 'Conseil de prix dynamique',
    intro:
      'Ce conseil compare la vie de l’annonce (durée en ligne, visites, notes des visiteurs) aux ventes comparables. Il ne change rien tout seul : vous décidez.',
    loading: 'Calcul du conseil…',
    refresh: 'Recalculer',
    onlyActiveSales:
      'Le conseil de prix concerne les biens à vendre encore sur le marché (statut « Disponible » ou « En négociation »).',
    missingFacts: 'Complétez la fiche pour obtenir un conseil :',
    kindRequired: 'le type de bien (appartement ou maison)',
    surfaceRequired: 'la surface habitable',
    exclFeesRequired:
      'le prix hors honoraires (ou qui paie les honoraires et leur taux) : les ventes DVF n’incluent pas les honoraires',
    completeFacts: 'Compléter la fiche',
    notEnough: (found: number, needed: number) =>
      `Pas assez de ventes comparables : ${plural(found, 'vente trouvée', 'ventes trouvées')}, il en faut au moins ${count(needed)}. Aucun chiffre n’est avancé sans base solide.`,
    directions: {
      lower: 'Baisse suggérée',
      hold: 'Prix à maintenir',
      raise: 'Hausse possible',
    },
    target: (target: number, change: string) => `${euros(target)} hors honoraires (${change})`,
    targetWithFees: (price: number) => `soit ${euros(price)} honoraires inclus`,
    factsLabel: 'Ce que le conseil a pris en compte',
    stepsLabel: 'Le raisonnement, étape par étape',
    daysOnline: 'En ligne depuis',
    days: (n: number) => plural(n, 'jour', 'jours'),
    visits: 'Visites',
    visitsValue: (total: number, last30: number) =>
      `${count(total)} (dont ${count(last30)} ces 30 derniers jours)`,
    notes: 'Note moyenne des visiteurs',
    notesValue: (average: number, n: number) =>
      `${formatNumber(average, 1)} / 5 (${plural(n, 'note', 'notes')})`,
    noNotes: 'Aucune note',
    askingLabel: 'Prix hors honoraires',
    askingValue: (price: number, m2: number) => `${euros(price)} (${perM2(m2)})`,
    marketLabel: 'Marché (médiane)',
    marketValue: (median: number, low: number, high: number) =>
      `${perM2(median)} (moitié centrale ${perM2(low)} – ${perM2(high)})`,
    steps: {
      market: (
        n: number,
        zone: string,
        since: string,
        until: string,
        median: number,
        low: number,
        high: number,
      ) =>
        `Marché : ${plural(n, 'vente comparable', 'ventes comparables')} (${zone}, du ${day(since)} au ${day(until)}) donnent un prix médian de ${perM2(median)} ; la moitié centrale se vend entre ${perM2(low)} et ${perM2(high)}.`,
      position: {
        above: (asking: number, gap: string, share: number) =>
          `Votre prix : ${perM2(asking)}, ${gap} par rapport à la médiane, au-dessus de la fourchette du marché (plus cher que ${share} % des ventes).`,
        within: (asking: number, gap: string, share: number) =>
          `Votre prix : ${perM2(asking)}, ${gap} par rapport à la médiane, dans la fourchette du marché (plus cher que ${share} % des ventes).`,
        below: (asking: number, gap: string, share: number) =>
          `Votre prix : ${perM2(asking)}, ${gap} par rapport à la médiane, sous la fourchette du marché (plus cher que ${share} % des ventes seulement).`,
      },
      time: {
        recent: (days: number) =>
          `Durée en ligne : ${plural(days, 'jour', 'jours')}. L’annonce est récente : le marché n’a pas encore eu le temps de répondre.`,
        normal: (days: number) =>
          `Durée en ligne : ${plural(days, 'jour', 'jours')}. Le premier mois est passé : les visites disent maintenant si le prix attire.`,
        long: (days: number) =>
          `Durée en ligne : ${plural(days, 'jour', 'jours')}. Au-delà de trois mois, une annonce perd de son attrait et les acheteurs négocient davantage.`,
      },
      demand: {
        strong: (visits: number, perMonth: string) =>
          `Intérêt : ${plural(visits, 'visite', 'visites')} (${perMonth} par mois en ligne), un bon niveau d’intérêt.`,
        normal: (visits: number, perMonth: string) =>
          `Intérêt : ${plural(visits, 'visite', 'visites')} (${perMonth} par mois en ligne), un niveau d’intérêt moyen.`,
        weak: (visits: number, perMonth: string) =>
          `Intérêt : ${plural(visits, 'visite', 'visites')} (${perMonth} par mois en ligne), c’est peu.`,
        tooEarly: (visits: number) =>
          `Intérêt : ${plural(visits, 'visite', 'visites')} pour l’instant, trop tôt pour en tirer une tendance.`,
      },
      notes: {
        none: 'Notes des visiteurs : aucune saisie dans l’historique.',
        good: (average: string) => `Notes des visiteurs : ${average} / 5 en moyenne, le bien plaît.`,
        mixed: (average: string) => `Notes des visiteurs : ${average} / 5 en moyenne, un accueil mitigé.`,
        poor: (average: string) =>
          `Notes des visiteurs : ${average} / 5 en moyenne, les visiteurs ne sont pas convaincus.`,
      },
      conclusion: {
        lowerToRange: (target: number) =>
          `Conclusion : le prix dépasse le marché et l’annonce ne le compense pas. Ramener le prix au haut de la fourchette (${perM2(target)}) le remet en concurrence avec les biens qui se vendent.`,
        lowerToMedian: (target: number) =>
          `Conclusion : dans la fourchette mais au-dessus de la médiane, avec peu d’intérêt après trois mois. Se rapprocher de la médiane (${perM2(target)}) relancerait les visites.`,
        raiseToRange: (target: number) =>
          `Conclusion : le prix est sous le marché et la demande est forte. Remonter au bas de la fourchette (${perM2(target)}) reste prudent ; à discuter avec le vendeur.`,
        holdDemand:
          'Conclusion : le prix dépasse le marché, mais les visites sont nombreuses et le bien plaît. Le maintenir tant que l’intérêt dure, et revoir si aucune offre n’arrive.',
        holdRecent: 'Conclusion : trop tôt pour changer le prix. Revoir ce conseil après un mois en ligne.',
        holdAligned:
          'Conclusion : le prix est cohérent avec le marché et l’intérêt des visiteurs. Pas de changement conseillé.',
        holdBelow:
          'Conclusion : le prix est déjà attractif. Si les visites manquent, la cause est ailleurs (photos, description, diffusion).',
        holdListing:
          'Conclusion : le prix est dans le marché ; le manque d’intérêt vient sans doute d’ailleurs. Revoir les photos, la description ou la diffusion avant de baisser.',
      },
      decision:
        'Ce conseil n’est jamais appliqué automatiquement : modifiez le prix depuis la fiche si vous le décidez.',
    },
    zoneCommune: 'même commune',
    zoneRadius: (meters: number) => `dans un rayon de ${count(meters)} m`,
    surfaceBand: (min: number, max: number) => `surfaces de ${count(min)} à ${count(max)} m²`,
  },
  competition: {
    title: 'Analyse concurrentielle',
    navLabel: 'Analyse concurrentielle',
    intro:
      'Le prix au m² de vos biens à vendre face aux ventes réelles de chaque commune (DVF). Les prix sont comparés hors honoraires lorsque la fiche le permet.',
    chartTitle: 'Prix au m² : vos annonces et le marché',
    chartHelp:
      'Par commune et type de bien : la médiane de vos annonces et celle des ventes des dernières années.',
    agencySeries: 'Vos annonces (médiane)',
    marketSeries: 'Marché DVF (médiane)',
    chartSummary: (groups: readonly { label: string; agency: number; market: number | null }[]) =>
      groups
        .map((g) => `${g.label} : vos annonces ${perM2(g.agency)}, marché ${marketText(g.market)}`)
        .join(' ; '),
    groupLabel: (city: string, kind: DvfKind) => `${city} – ${KIND_PLURALS[kind]}`,
    communesTitle: 'Par commune',
    listingsTitle: 'Vos annonces',
    columns: {
      commune: 'Commune',
      kind: 'Type',
      listings: 'Annonces',
      agencyMedian: 'Vos annonces',
      marketMedian: 'Marché',
      marketRange: 'Moitié centrale du marché',
      sales: 'Ventes',
      gap: 'Écart',
      listing: 'Annonce',
      surface: 'Surface',
      price: 'Prix comparé',
      pricePerM2: 'Prix au m²',
      position: 'Position',
    },
    feesIncluded: 'honoraires inclus',
    feesIncludedHelp:
      'Prix honoraires inclus : la fiche ne dit ni le prix hors honoraires ni qui paie les honoraires, l’écart est surestimé.',
    positions: {
      above: 'Au-dessus du marché',
      within: 'Dans le marché',
      below: 'Sous le marché',
      unknown: 'Marché inconnu',
    },
    notEnough: (found: number) => `Pas assez de ventes (${count(found)})`,
    excludedTitle: 'Annonces non comparées',
    excluded: {
      kind: 'type de bien non renseigné ou autre qu’un appartement ou une maison',
      surface: 'surface habitable non renseignée',
    },
    empty:
      'Aucune annonce de vente active à comparer. Les locations ne sont pas comparées : DVF ne recense que des ventes.',
    addProperty: 'Ajouter un bien',
    period: (since: string, until: string) => `ventes du ${day(since)} au ${day(until)}`,
  },
} as const;
