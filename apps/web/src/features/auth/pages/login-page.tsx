import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { AuthCard } from '../../../components/auth-card';
import { useRedirectSignedIn } from '../hooks/use-redirect-signed-in';
import { LoginForm } from '../components/login-form';

export function Component() {
  useRedirectSignedIn();
  return (
    <AuthCard title="Connexion" description="Accédez à votre espace agence.">
      <LoginForm />
      <Button asChild variant="ghost" className="w-full">
        <Link to="/">
          <ArrowLeft className="size-4" aria-hidden />
          Retour à l’accueil
        </Link>
      </Button>
    </AuthCard>
  );
}
