import { Link } from 'react-router';
import { AuthCard } from '../../../components/auth-card';
import { useRedirectSignedIn } from '../hooks/use-redirect-signed-in';
import { SignUpForm } from '../components/signup-form';

export function Component() {
  useRedirectSignedIn();
  return (
    <AuthCard
      title="Créer un compte"
      description="Créez votre agence ou rejoignez celle de votre équipe."
      className="max-w-xl"
    >
      <SignUpForm />
      <div className="space-y-2 text-center text-sm text-slate-700">
        <p>
          Déjà un compte ?{' '}
          <Link to="/login" className="font-medium text-brand-700 underline-offset-4 hover:underline">
            Se connecter
          </Link>
        </p>
        <p>
          <Link to="/" className="font-medium text-brand-700 underline-offset-4 hover:underline">
            Retour à l’accueil
          </Link>
        </p>
      </div>
    </AuthCard>
  );
}
