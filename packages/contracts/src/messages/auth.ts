import { PRODUCT_NAME } from '../constants';

export const authMessages = {
  fillAllFields: 'Veuillez remplir tous les champs',
  signInFailedTitle: 'Échec de la connexion',
  signUpFailedTitle: 'Échec de l’inscription',
  signOutFailedTitle: 'Échec de la déconnexion',
  somethingWentWrong: 'Une erreur est survenue',
  invalidCredentials: 'E-mail ou mot de passe incorrect.',
  loginSuccessTitle: 'Connexion réussie',
  loginSuccess: `Bienvenue dans votre espace ${PRODUCT_NAME} !`,
  existingAccountTitle: 'Compte existant',
  existingAccount: 'Connexion en cours… Vous serez redirigé pour rejoindre une agence.',
  emailRequiredTitle: 'E-mail requis',
  emailRequired: 'Veuillez entrer votre adresse e-mail pour réinitialiser le mot de passe.',
  resetSentTitle: 'E-mail envoyé',
  resetSent: 'Veuillez consulter votre boîte de réception pour réinitialiser votre mot de passe.',
  invalidResetLink: 'Lien invalide ou expiré',
  passwordUpdatedTitle: 'Succès',
  passwordUpdated: 'Votre mot de passe a été mis à jour. Veuillez vous reconnecter.',
  logoutTitle: 'Déconnexion',
  logout: 'Vous avez été déconnecté.',
  signupSuccessTitle: 'Opération réussie !',
  signupSuccess: `Bienvenue sur ${PRODUCT_NAME}.`,
  creating: 'Création en cours…',
  saving: 'Enregistrement…',
  signOutButton: 'Se déconnecter',
  resetTokenChecking: 'Vérification du lien…',
  emailLabel: 'E-mail',
  passwordLabel: 'Mot de passe',
  resetMailSubject: `${PRODUCT_NAME} — Réinitialisation de votre mot de passe`,
} as const;

export const onboardingMessages = {
  invalidAgencyCode: 'Code d’agence invalide ou introuvable.',
  agencyCreationError: 'Erreur lors de la création de l’agence : {message}',
  profileUpdateError: 'Erreur lors de la mise à jour du profil : {message}',
  actionRequiredTitle: 'Action requise',
  actionRequired: 'Veuillez rejoindre ou créer une agence pour continuer.',
  subscriptionRequiredTitle: 'Abonnement requis',
  subscriptionRequired: 'Veuillez choisir un abonnement pour continuer.',
  loadErrorTitle: 'Erreur de chargement des données',
  loadError: 'Nous n’avons pas pu charger les informations de votre profil. Veuillez vous reconnecter.',
  alreadyInAgency: 'Vous faites déjà partie d’une agence.',
  waitingTitle: 'En attente de validation',
  waiting:
    'Votre demande a bien été envoyée. Le chef d’agence doit valider votre inscription ; vous recevrez une notification dès qu’elle sera acceptée.',
} as const;

export const subscriptionMessages = {
  paymentSuccess: 'Paiement réussi !',
  mustBeSignedIn: 'Vous devez être connecté pour souscrire.',
  agencyNotFound: 'Impossible de trouver votre agence. Veuillez réessayer.',
  subscribeErrorTitle: 'Erreur de souscription',
  checkoutNotFound: 'Session de paiement introuvable ou expirée.',
  checkoutAlreadyCompleted: 'Ce paiement a déjà été effectué.',
  demoProviderOnly: 'Ce paiement n’est possible qu’avec le fournisseur de démonstration.',
  bossOnly: 'Seul le chef d’agence peut gérer l’abonnement.',
  memberSubscriptionRequired:
    'L’abonnement de votre agence n’est pas actif. Seul le chef d’agence peut choisir un abonnement ; vous aurez accès à votre espace dès qu’il sera activé.',
  demoPaymentNotice: 'Paiement de démonstration — aucun paiement réel',
  demoPaymentExplanation:
    'ImmoPilote fonctionne avec le fournisseur de paiement local : aucune carte n’est demandée et aucun montant n’est débité.',
  paymentSuccessRedirect: 'Vous allez être redirigé vers votre tableau de bord dans quelques secondes.',
} as const;
