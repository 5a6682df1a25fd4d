import { authFormMessages, commonMessages } from '@immopilote/contracts';
import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { AuthCard } from '../../../components/auth-card';
import { useRedirectSignedIn } from '../hooks/use-redirect-signed-in';
import { LoginForm } from '../components/login-form';

export function Component() {
  useRedirectSignedIn();
  return (
    <AuthCard title={authFormMessages.loginTitle} description={authFormMessages.loginDescription}>
      <LoginForm />
      <Button asChild variant="ghost" className="w-full">
        <Link to="/">
          <ArrowLeft className="size-4" aria-hidden />
          {commonMessages.backToHome}
        </Link>
      </Button>
    </AuthCard>
  );
}
