/** The administrator's panel (ADMIN_EMAILS). */
export const adminMessages = {
  title: 'Administration',
  outboxTitle: 'Boîte d’envoi',
  outboxIntro:
    'Sans serveur SMTP configuré, les e-mails d’ImmoPilote ne partent pas\u00a0: ils sont gardés ici et écrits dans le journal du serveur. Seuls les administrateurs les voient.',
  outboxEmpty: 'Aucun e-mail pour l’instant.',
  outboxEmptyHint: 'Les e-mails envoyés par ImmoPilote (réinitialisation de mot de passe…) apparaîtront ici.',
  outboxLoadFailed: 'Impossible de charger la boîte d’envoi.',
  outboxLoading: 'Chargement de la boîte d’envoi…',
  outboxCount: (n: number) => (n <= 1 ? `${n} e-mail` : `${n} e-mails, les plus récents d’abord`),
  to: 'À\u00a0:',
} as const;
