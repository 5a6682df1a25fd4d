export interface ReviewExample {
  name: string;
  agency: { agencyName: string; address: string | null; city: string };
  /** As pasted from Google or exported: rating, date, text. */
  text: string;
}

/** Reviews of French agencies as clients write them: mixed ratings, dates, spelling and themes. */
export const REVIEW_EXAMPLES: ReviewExample[] = [
  {
    name: 'avis-agence-marseille-mitiges',
    agency: { agencyName: 'Agence du Vieux-Port', address: '12 quai du Port', city: 'Marseille' },
    text: `5/5 – 12/01/2025 – Agence très professionnelle, accueil chaleureux. Je recommande !

1/5 – 03/02/2025 – Aucun suivi après la visite, personne ne répond au téléphone. Je déconseille.

4/5 – 15/03/2025 – Estimation juste et vente rapide. Merci à Julie pour son suivi.

2/5 – 20/03/2025 – Honoraires trop chers pour le service rendu.

5/5 – 02/04/2025 – Vente conclue en trois semaines, conseillère disponible et de bon conseil du début à la fin.

3/5 – 28/04/2025 – Correct sans plus, les visites étaient bien organisées mais peu de nouvelles ensuite.`,
  },
  {
    name: 'avis-gestion-locative-lyon-negatifs',
    agency: { agencyName: 'Immobilière des Pentes', address: null, city: 'Lyon' },
    text: `1/5 – 05/09/2024 – Gestion locative catastrophique : dégât des eaux signalé il y a deux mois, toujours aucune intervention.

2/5 – 18/10/2024 – Impossible de joindre notre gestionnaire, les mails restent sans réponse.

1/5 – 30/11/2024 – Dépôt de garantie rendu avec trois mois de retard et des retenues injustifiées.

4/5 – 14/01/2025 – Location trouvée rapidement, visite bien menée et dossier traité en 48 h.`,
  },
  {
    name: 'avis-sans-avis-validation-2',
    agency: { agencyName: 'Agence de la Gare', address: null, city: 'Tours' },
    text: '',
  },
];
