/** The head's agency archive and a client's own data export (issue 15 part 4). */
export const dataExportMessages = {
  agencyTitle: 'Exporter les données de l’agence',
  agencyExplanation: (days: number) =>
    `Une archive ZIP avec les biens, les clients, l’historique, les mandats et les registres (Excel pour les tableurs, CSV en UTF-8 séparé par des points-virgules pour les logiciels, et JSON), et tous les documents et photos. Elle est conservée ${days}\u00a0jours et ne peut être téléchargée qu’une seule fois.`,
  progressLabel: 'Progression de l’export',
  progress: (done: number, total: number) => `Fichier ${done} sur ${total}`,
  readyUntil: (date: string) => `Prête, disponible jusqu’au ${date}.`,
  downloadedOn: (date: string) =>
    `Archive téléchargée le ${date}, puis supprimée. Préparez un nouvel export si besoin.`,
  alreadyDownloaded: 'Cette archive a déjà été téléchargée. Préparez un nouvel export.',
  restart: 'Préparer un nouvel export',
  clientExport: 'Exporter ses données',
  clientExportHint:
    'Une archive ZIP avec la fiche du client, ses documents et l’historique qui le nomme (droit d’accès et portabilité, RGPD art. 15 et 20).',
} as const;
