import { formatDate, formatDistance, formatNumber } from '../format';
import { COMPARABLES, type ComparablesDefinition } from '../market/comparables';

const month = (iso: string) => formatDate(iso.slice(0, 10), 'monthShort');
import type { DvfDropReason } from '../market/constants';

/**
 * Market data (DVF) and the price evaluation (issue 14): the importer's messages (command line
 * and admin panel), the evaluation's outcomes and the explanation page.
 */
export const marketMessages = {
  import: {
    notGeoDvf: (missing: readonly string[]) =>
      `Ce fichier n’est pas au format geo-dvf d’Etalab (CSV séparé par des virgules) : colonnes manquantes ${missing.join(', ')}. Les fichiers bruts de la DGFiP (valeursfoncieres-AAAA.txt) ne sont pas acceptés.`,
    notGrouped: (mutationId: string, line: number) =>
      `Le fichier n’est pas groupé par mutation : la mutation ${mutationId} réapparaît ligne ${formatNumber(line)}. Les fichiers geo-dvf d’Etalab le sont ; ce fichier a été modifié.`,
    interrupted: (line: number) =>
      `Import interrompu vers la ligne ${formatNumber(line)} : le fichier est tronqué ou illisible, ou la base de données a refusé l’écriture.`,
    lineTooLong: (line: number, kb: number) =>
      `Import refusé : la ligne ${formatNumber(line)} dépasse ${formatNumber(kb)} Ko. Les lignes d’un fichier geo-dvf font quelques centaines d’octets ; ce fichier n’en est pas un.`,
    inflatesTooMuch: (ratio: number) =>
      `Import refusé : le fichier compressé se décompresse en plus de ${formatNumber(ratio)} fois sa taille, ce qu’aucun fichier geo-dvf ne fait.`,
    abandoned: 'Import abandonné : le processus qui le menait s’est arrêté.',
    alreadyTaken: 'Cet import a déjà été lancé.',
    departmentUnknown: (code: string) =>
      `« ${code} » n’est ni un fichier existant ni un code de département (01 à 95, 2A, 2B, 971 à 976).`,
    departmentNotCovered: (code: string) =>
      `Le département ${code} n’est pas couvert par DVF (Alsace-Moselle et Mayotte tiennent leur propre livre foncier).`,
    downloadFailed: (url: string, status: number) => `Téléchargement impossible (${status}) : ${url}`,
    downloadUnreachable: (url: string) =>
      `Le site des données ouvertes est injoignable (${url}). Sans accès à internet, téléchargez le fichier ailleurs et donnez son chemin.`,
    noYears: (url: string) => `Aucune année trouvée à l’adresse ${url}.`,
    summary: (source: string, kept: number, rows: number, seconds: number) =>
      `${source} : ${formatNumber(kept)} ventes retenues sur ${formatNumber(rows)} lignes en ${formatNumber(seconds, 1)} s`,
    usage:
      'Usage : npm run dvf:import -- <fichier.csv | fichier.csv.gz | code département>… [--annees=2023,2024]',
    dropReasons: {
      not_a_sale: 'pas une vente (échange, expropriation, terrain à bâtir…)',
      no_dwelling: 'aucun logement (dépendances, terrains, locaux)',
      several_dwellings: 'plusieurs logements vendus ensemble',
      mixed_premises: 'logement vendu avec un local commercial',
      missing_price: 'prix manquant',
      missing_area: 'surface manquante',
      extreme: 'valeur extrême (surface, prix ou prix au m²)',
    } satisfies Record<DvfDropReason, string>,
    uploadMissing: 'Choisissez un fichier CSV geo-dvf (.csv ou .csv.gz).',
    uploadTooLarge: (mb: number) =>
      `Le fichier dépasse ${formatNumber(mb)} Mo ; importez les gros fichiers avec la commande npm run dvf:import.`,
    uploadInvalid: 'Le fichier doit être un CSV geo-dvf, éventuellement compressé en .gz.',
    notFound: 'Import introuvable.',
  },
  admin: {
    title: 'Données DVF',
    intro:
      'Les ventes immobilières publiques (DGFiP, fichiers geo-dvf d’Etalab) qui servent à « Évaluer le prix ». Un nouvel import d’une commune et d’une année remplace le précédent.',
    upload: 'Importer un fichier geo-dvf (.csv ou .csv.gz)',
    uploading: 'Envoi du fichier…',
    uploadHint:
      'Fichiers par commune ou par département sur files.data.gouv.fr/geo-dvf/latest/csv/. Au-delà de 200 Mo, utilisez la commande npm run dvf:import.',
    uploadFailed: 'Import impossible',
    progressLabel: (source: string) => `Progression de l’import de ${source}`,
    figures: (rows: number, sales: number) =>
      `${formatNumber(rows)} lignes lues, ${formatNumber(sales)} ventes retenues`,
    status: { pending: 'En attente', running: 'En cours', done: 'Terminé', failed: 'Échec' },
    loadFailed: 'Impossible de charger les données DVF.',
    empty: 'Aucune vente DVF chargée.',
    emptyHint: 'Importez un fichier geo-dvf pour évaluer les biens de ses communes.',
    totals: (flats: number, houses: number) =>
      `${formatNumber(flats)} ventes d’appartements et ${formatNumber(houses)} ventes de maisons.`,
    communeLine: (sales: number, years: readonly number[]) =>
      `${formatNumber(sales)} ventes, ${years.length > 1 ? `${years[0]}–${years[years.length - 1]}` : (years[0] ?? '–')}`,
    historyTitle: 'Derniers imports',
    salesWord: 'ventes',
  },
  loading: {
    // Spec 001 §8: the loading screen reached without its data.
    configTitle: 'Erreur de configuration',
    configDescription: 'Les informations pour l’appel sont manquantes.',
  },
  comparables: {
    definition: (d: ComparablesDefinition) => {
      const what =
        d.kind === 'maison'
          ? 'Ventes de maisons'
          : d.kind === 'appartement'
            ? 'Ventes d’appartements'
            : 'Ventes';
      const surface =
        d.surfaceMin !== null && d.surfaceMax !== null
          ? ` de ${formatNumber(d.surfaceMin)} à ${formatNumber(d.surfaceMax)} m²`
          : d.surfaceMin !== null
            ? ` d’au moins ${formatNumber(d.surfaceMin)} m²`
            : d.surfaceMax !== null
              ? ` d’au plus ${formatNumber(d.surfaceMax)} m²`
              : '';
      const where =
        d.radiusM !== null ? ` à moins de ${formatDistance(d.radiusM)}` : ' dans toute la commune';
      const period = d.firstSale && d.lastSale ? `, ${month(d.firstSale)} – ${month(d.lastSale)}` : '';
      const sales =
        d.count === 0 ? 'aucune vente' : `${formatNumber(d.count)} vente${d.count > 1 ? 's' : ''}`;
      return `${what}${surface}${where}${period}, ${sales}`;
    },
    /** The widening rule, from the definition's own numbers. */
    widening: `Les ventes sont cherchées à ${COMPARABLES.radiiM.map(formatDistance).join(', puis ')} de l’adresse, puis dans toute la commune, puis sur ${COMPARABLES.widestYears} ans : la première étape qui réunit ${COMPARABLES.minCount} ventes est retenue.`,
    widened: 'Trop peu de ventes plus proches ou plus récentes : la recherche a été élargie.',
    stale: (lastSale: string) =>
      `La vente la plus récente date de ${month(lastSale)}, il y a plus de ${COMPARABLES.staleMonths} mois : les prix ont pu évoluer depuis.`,
    openMarket: 'Voir le marché de ce bien',
  },
  valuation: {
    // Spec 001 §8 (« Scoring and evaluation »).
    failed: 'Impossible d’évaluer le bien pour le moment.',
    notJson: 'Réponse invalide du serveur (non-JSON).',
    requestFailed: 'Erreur lors de la requête.',
    done: 'Évaluation terminée !',
    cancelled: 'Évaluation annulée.',
    rentalNotEvaluated:
      'L’évaluation compare le prix aux ventes enregistrées (DVF) : elle concerne les biens à vendre, pas les locations.',
    kindRequired: 'Indiquez s’il s’agit d’un appartement ou d’une maison : seules ces ventes sont comparées.',
    surfaceRequired: 'Indiquez la surface habitable (ou Carrez) du bien pour le comparer aux ventes au m².',
    exclFeesRequired:
      'Indiquez le prix hors honoraires, ou qui paie les honoraires et leur taux : les prix DVF s’entendent hors frais d’agence.',
    missingFacts: 'Complétez la fiche du bien avant de l’évaluer.',
    notEnough: 'Pas assez de ventes comparables',
    notEnoughDetail: (found: number, needed: number) =>
      `${formatNumber(found)} vente${found > 1 ? 's' : ''} comparable${found > 1 ? 's' : ''} trouvée${found > 1 ? 's' : ''}, il en faut au moins ${formatNumber(needed)} : aucune estimation n’est donnée plutôt qu’un chiffre peu fiable.`,
    notFound: 'Aucune évaluation pour ce bien.',
    // ---- explanation page (/property-valuation/{id}) -------------------------------------------
    pageTitle: 'Évaluation du prix',
    back: 'Retour au bien',
    estimate: 'Estimation',
    range: 'Fourchette (50 % des ventes au centre)',
    perM2: 'Prix au m² médian',
    asking: 'Prix demandé hors honoraires',
    inMarket: 'Dans le marché',
    outOfMarketHigh: 'Au-dessus du marché',
    outOfMarketLow: 'En dessous du marché',
    outOfMarket: 'Hors marché',
    comparableCount: (n: number) =>
      `${formatNumber(n)} vente${n > 1 ? 's' : ''} comparable${n > 1 ? 's' : ''}`,
    chartTitle: 'Prix au m² des ventes comparables',
    chartDescription:
      'Chaque point est une vente ; la ligne pleine est le prix demandé hors honoraires ramené au m², la zone claire la fourchette.',
    chartAsking: 'Votre bien',
    salesTitle: 'Ventes retenues',
    mostRecentShown: (shown: number, total: number) =>
      `Les ${formatNumber(shown)} plus récentes des ${formatNumber(total)} ventes comparables, qui comptent toutes dans les chiffres.`,
    showAll: (n: number) => `Afficher les ${formatNumber(n)} ventes`,
    columns: {
      date: 'Date',
      address: 'Adresse',
      surface: 'Surface',
      rooms: 'Pièces',
      price: 'Prix',
      perM2: 'Prix au m²',
      distance: 'Distance',
    },
    locatedStreet: 'Le bien a été situé le long de sa rue à partir des ventes DVF.',
    source:
      'Source : DGFiP, « Demandes de valeurs foncières » géolocalisées (Etalab), Licence Ouverte 2.0. Prix nets vendeur, hors frais d’agence et de notaire.',
    webhookEngine: 'Évaluation fournie par le workflow d’automatisation de l’agence (pas de fourchette).',
    evaluateAgain: 'Évaluer à nouveau',
    seeExplanation: 'Voir le détail de l’évaluation',
    notEvaluated: 'Non évalué',
    loadFailed: 'Impossible de charger l’évaluation.',
  },
} as const;
