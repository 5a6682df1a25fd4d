import { PRODUCT_NAME } from '../constants';

/** Two-factor sign-in (issue 10 item 5): profile card, sign-in step, enrolment page, agency switch. */
export const twoFactorMessages = {
  title: 'Double authentification',
  statusOff:
    'Protégez votre compte : à chaque connexion, un code à six chiffres généré par une application d’authentification (Google Authenticator, Microsoft Authenticator, 1Password…) vous sera demandé après le mot de passe.',
  statusOn: 'Activée : un code de votre application vous est demandé à chaque connexion.',
  enable: 'Activer la double authentification',
  scanHint:
    'Scannez ce QR code avec votre application d’authentification, puis saisissez le code à six chiffres qu’elle affiche.',
  qrAlt: 'QR code à scanner avec votre application d’authentification',
  manualKey: 'Vous ne pouvez pas scanner\u00a0? Saisissez cette clé dans l’application\u00a0:',
  codeLabel: 'Code de vérification',
  recoveryCodeLabel: 'Code de récupération',
  confirm: 'Confirmer',
  confirming: 'Vérification…',
  cancel: 'Annuler',
  enabledTitle: 'Double authentification activée',
  recoveryTitle: 'Codes de récupération',
  recoveryHint:
    'Conservez ces dix codes en lieu sûr : chacun permet de vous connecter une seule fois si vous n’avez plus accès à votre application. Ils ne seront plus affichés.',
  copyCodes: 'Copier les codes',
  copied: 'Codes copiés',
  copyFailed: 'Impossible de copier les codes : sélectionnez-les à la main.',
  codesSaved: 'J’ai enregistré mes codes',
  recoveryLeft: (n: number) =>
    n === 0
      ? 'Aucun code de récupération restant : régénérez-en.'
      : n === 1
        ? '1 code de récupération restant'
        : `${n} codes de récupération restants`,
  regenerate: 'Régénérer les codes de récupération',
  regenerateTitle: 'Régénérer les codes de récupération\u00a0?',
  regenerateDescription:
    'Les codes actuels cesseront de fonctionner ; les nouveaux ne seront affichés qu’une fois.',
  regenerated: 'Nouveaux codes de récupération générés',
  disable: 'Désactiver',
  disableTitle: 'Désactiver la double authentification\u00a0?',
  disableDescription: 'Votre compte ne sera plus protégé que par votre mot de passe.',
  disableAction: 'Oui, désactiver',
  disabled: 'Double authentification désactivée',
  proofLabel: 'Mot de passe ou code',
  proofHint: 'Votre mot de passe, un code de votre application ou un code de récupération.',
  wrongProof: 'Mot de passe ou code incorrect.',
  wrongCode: 'Code incorrect ou expiré.',
  codeRequired: 'Saisissez le code affiché par votre application.',
  challengeExpired: 'La vérification a expiré. Reconnectez-vous.',
  notEnabled: 'La double authentification n’est pas activée.',
  alreadyEnabled: 'La double authentification est déjà activée.',
  noPendingSetup: 'Affichez d’abord le QR code, puis saisissez le code de l’application.',
  requiredByAgency: 'Votre agence exige la double authentification : vous ne pouvez pas la désactiver.',
  setupRequired:
    'Votre agence exige la double authentification : activez-la pour accéder aux données de l’agence.',
  signUpExistingAccount:
    'Ce compte est protégé par la double authentification : connectez-vous depuis la page de connexion.',
  loadFailed: 'Impossible de charger l’état de la double authentification.',
  actionFailed: 'L’opération n’a pas abouti. Réessayez.',
  // Sign-in step
  stepTitle: 'Vérification en deux étapes',
  stepDescription: 'Saisissez le code à six chiffres affiché par votre application d’authentification.',
  stepRecoveryDescription: 'Saisissez l’un de vos codes de récupération (chacun ne sert qu’une fois).',
  useRecoveryCode: 'Utiliser un code de récupération',
  useAppCode: 'Utiliser le code de l’application',
  verify: 'Vérifier',
  backToLogin: 'Retour à la connexion',
  // /two-factor-setup
  setupTitle: 'Sécurisez votre compte',
  setupDocumentTitle: `Double authentification — ${PRODUCT_NAME}`,
  setupIntro:
    'Votre agence exige la double authentification. Activez-la pour accéder à votre espace : il vous faut une application d’authentification sur votre téléphone.',
  continue: 'Continuer',
  // Mon agence
  agencyTitle: 'Sécurité',
  requireLabel: 'Exiger la double authentification pour tous les membres',
  requireHint:
    'Les membres qui ne l’ont pas activée devront le faire à leur prochaine connexion avant d’accéder aux données de l’agence.',
  requireNeedsOwn: 'Activez d’abord la double authentification sur votre profil (Mon profil › Sécurité).',
  requiredOn: 'Double authentification exigée pour tous les membres',
  requiredOff: 'Double authentification facultative',
  issuer: PRODUCT_NAME,
} as const;
