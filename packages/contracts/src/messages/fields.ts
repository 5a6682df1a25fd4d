export const fieldMessages = {
  emailInvalid: 'Adresse e-mail invalide.',
  passwordTooShort: 'Le mot de passe doit contenir au moins 6 caractères.',
  passwordTooLong: 'Le mot de passe est trop long.',
  passwordsMismatch: 'Les mots de passe ne correspondent pas.',
  phoneInvalid: 'Numéro de téléphone invalide.',
  zipInvalid: 'Code postal invalide (5 chiffres).',
  priceInvalid: 'Le prix doit être un nombre positif.',
  agencyCodeRequired: 'Veuillez entrer un code d’agence.',
} as const;

/** The date and time fields (issue 27): French formats whatever the browser's locale. */
export const dateFieldMessages = {
  datePlaceholder: 'jj/mm/aaaa',
  timePlaceholder: 'hh:mm',
  openCalendar: 'Choisir la date dans le calendrier',
  calendar: 'Calendrier',
  chooseYear: 'Choisir l’année',
} as const;
