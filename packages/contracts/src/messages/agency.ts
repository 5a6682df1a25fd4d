/** /agency-settings (« Mon agence »), the pending path and headship (spec 001 §2, §8). */
export const agencyMessages = {
  pageTitle: 'Mon agence',
  backToDashboard: 'Retour au tableau de bord',
  tabInformations: 'Informations',
  tabMembers: 'Membres',
  tabPermissions: 'Permissions',
  forbidden: 'Accès non autorisé',
  loadErrorTitle: 'Erreur de chargement',

  infoTitle: 'Informations de l’agence',
  save: 'Enregistrer',
  saving: 'Enregistrement…',
  updated: 'Agence mise à jour',
  updateError: 'Impossible de mettre à jour l’agence.',
  codeTitle: 'Code de l’agence',
  codeHelp:
    'Vos collaborateurs rejoignent l’agence avec ce code. Régénérez-le s’il a circulé trop largement : l’ancien code cessera de fonctionner.',
  copy: 'Copier',
  copied: 'Code copié',
  copyError: 'Impossible de copier le code.',
  regenerate: 'Régénérer',
  regenerateConfirmTitle: 'Régénérer le code de l’agence ?',
  regenerateConfirm:
    'L’ancien code cessera immédiatement de fonctionner. Les demandes déjà envoyées restent en attente.',
  regenerated: 'Code régénéré',
  regeneratedDescription: 'L’ancien code ne fonctionne plus.',
  regenerateError: 'Impossible de régénérer le code.',
  cancel: 'Annuler',
  close: 'Fermer',

  activeMembers: (n: number) => `${n} membre${n > 1 ? 's' : ''} actif${n > 1 ? 's' : ''}`,
  pendingBadge: (n: number) => `${n} en attente`,
  pendingTitle: 'Demandes en attente',
  noPending: 'Aucune demande en attente.',
  activeTitle: 'Membres actifs',
  head: 'Chef d’agence',
  member: 'Membre',
  you: 'vous',
  /** Wrong passwords typed for a member's account, on the member list (issue 25). */
  failedSignIns: (count: number, since: string) =>
    `${count} tentative${count > 1 ? 's' : ''} de connexion échouée${count > 1 ? 's' : ''} depuis le ${since}`,
  accept: 'Accepter',
  reject: 'Refuser',
  accepted: 'Le membre a été validé.',
  rejected: 'Le membre a été rejeté.',
  acceptError: 'Impossible de valider le membre.',
  rejectError: 'Impossible de rejeter le membre.',
  remove: 'Retirer',
  removeConfirmTitle: 'Êtes-vous sûr ?',
  removeConfirm: 'Cette action est irréversible. Le membre sera retiré de votre agence.',
  removed: 'Membre supprimé',
  removeError: 'Impossible de supprimer le membre.',
  noMembers:
    'Aucun autre membre pour l’instant. Invitez vos collaborateurs par e-mail ci-dessus, ou partagez-leur le code de l’agence (onglet «\u00a0Informations\u00a0»).',

  handOver: 'Transmettre la direction',
  handOverConfirmTitle: 'Transmettre la direction de l’agence ?',
  handOverConfirm: (name: string) =>
    `${name} deviendra chef d’agence et pourra gérer les membres, les permissions et l’abonnement. Vous resterez membre de l’agence avec toutes les permissions.`,
  handOverAction: 'Transmettre',
  handedOver: 'Direction transmise',
  handedOverDescription: (name: string) => `${name} est désormais chef d’agence.`,
  handOverError: 'Impossible de transmettre la direction.',

  permissionsTitle: 'Permissions des membres',
  permissionsHelp: 'Le chef d’agence dispose de toutes les permissions.',
  permissionsUpdated: 'Permissions mises à jour',
  permissionsError: 'Impossible de mettre à jour les permissions.',
  noPermissionMembers: 'Aucun membre actif à qui attribuer des permissions.',

  pendingRequests: (n: number) => `${n} demande${n > 1 ? 's' : ''} d’adhésion en attente`,
  reviewRequests: 'Examiner les demandes',
  waitingFor: (name: string) => `Vous avez demandé à rejoindre «  ${name}  ».`,

  memberNotFound: 'Membre introuvable.',
  requestAlreadyHandled: 'Cette demande a déjà été traitée.',
  memberNotActive: 'Ce membre n’est pas actif dans votre agence.',
  cannotRemoveSelf:
    'Vous ne pouvez pas vous retirer vous-même : transmettez d’abord la direction de l’agence à un membre actif.',
  cannotChangeHead: 'Le chef d’agence dispose de toutes les permissions et ne peut pas être retiré.',
  alreadyHead: 'Vous êtes déjà chef d’agence.',
  unknownPermission: 'Permission inconnue.',
  duplicatePermission: 'Une permission est répétée.',
  notPending: 'Aucune demande en attente.',

  acceptedMailSubject: 'Votre demande a été acceptée',
  rejectedMailSubject: 'Votre demande a été refusée',
  removedMailSubject: 'Vous avez été retiré d’une agence',
  headshipMailSubject: 'Vous êtes désormais chef d’agence',
  /** Accepting a join request asks which permissions to grant (issue 27). */
  acceptDialogTitle: (name: string) => `Accepter ${name}\u00a0?`,
  acceptDialogHelp:
    'Choisissez ce que ce membre pourra faire dans l’agence. Vous pourrez changer ces permissions à tout moment dans l’onglet «\u00a0Permissions\u00a0».',
  acceptPermissionsLegend: 'Permissions accordées',
  acceptWithPermissions: 'Accepter le membre',
  joinRequestMailSubject: 'Nouvelle demande pour rejoindre votre agence',

  /** Invitations by e-mail, beside the code (issue 27). */
  inviteTitle: 'Inviter par e-mail',
  inviteHelp:
    'Votre collaborateur reçoit un lien qui préremplit le code de l’agence et son e-mail. Sa demande vous attend ensuite dans «\u00a0Demandes en attente\u00a0».',
  inviteEmail: 'E-mail',
  inviteFirstName: 'Prénom (facultatif)',
  inviteLastName: 'Nom (facultatif)',
  inviteSubmit: 'Envoyer l’invitation',
  inviteSending: 'Envoi…',
  invitationSent: 'Invitation envoyée',
  invitationSentDescription: (email: string) => `Un e-mail est parti pour ${email}.`,
  inviteError: 'Impossible d’envoyer l’invitation.',
  invitationsTitle: 'Invitations en attente',
  noInvitations: 'Aucune invitation en attente.',
  invitationExpires: (date: string) => `Valable jusqu’au ${date}`,
  revokeInvitation: 'Révoquer',
  revokeInvitationOf: (email: string) => `Révoquer l’invitation de ${email}`,
  revokeInvitationConfirmTitle: 'Révoquer cette invitation\u00a0?',
  revokeInvitationConfirm: 'Le lien envoyé par e-mail ne fonctionnera plus.',
  invitationRevoked: 'Invitation révoquée',
  revokeInvitationError: 'Impossible de révoquer l’invitation.',
  invitationNotFound: 'Invitation introuvable.',
  alreadyMember: 'Cette personne est déjà membre de votre agence.',
  alreadyRequested:
    'Cette personne a déjà demandé à rejoindre votre agence\u00a0: acceptez sa demande dans «\u00a0Demandes en attente\u00a0».',
  tooManyInvitations: 'Vous avez envoyé beaucoup d’invitations aujourd’hui. Réessayez demain.',
  tooManyPendingInvitations:
    'Trop d’invitations en attente\u00a0: révoquez celles qui ne servent plus avant d’en envoyer d’autres.',
  invitationMailSubject: (agencyName: string) => `Invitation à rejoindre «\u00a0${agencyName}\u00a0»`,
  invalidInvitation:
    'Cette invitation n’est plus valable (expirée, révoquée ou déjà utilisée). Demandez-en une nouvelle à votre chef d’agence, ou rejoignez l’agence avec son code.',
  invitedNotice:
    'Vous êtes invité à rejoindre une agence\u00a0: son code et votre e-mail sont déjà remplis. Complétez le reste pour envoyer votre demande.',
  invitationOtherEmail: 'Cette invitation a été envoyée à une autre adresse e-mail.',

  /** What a member meets on a page the head has not opened to them (issue 27). */
  noAccessTitle: 'Accès non accordé',
  noAccess: {
    add_property: 'Votre chef d’agence ne vous a pas donné accès à l’ajout et à la gestion des biens.',
    client_directory: 'Votre chef d’agence ne vous a pas donné accès au répertoire client.',
    web_search: 'Votre chef d’agence ne vous a pas donné accès à la recherche web.',
    review_analysis: 'Votre chef d’agence ne vous a pas donné accès à l’analyse des avis.',
  },
  noAccessHelp:
    'Demandez-lui de vous l’accorder\u00a0: il gère les permissions depuis «\u00a0Mon agence\u00a0».',
  headOnly:
    'Seul le chef d’agence gère «\u00a0Mon agence\u00a0»\u00a0: les informations de l’agence, les membres et leurs permissions.',
  handOverTo: (name: string) => `Transmettre la direction à ${name}`,
  feeScaleUrlLabel: 'Adresse du barème',
} as const;
