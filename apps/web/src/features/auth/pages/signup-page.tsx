import { authFormMessages, commonMessages } from '@immopilote/contracts';
import { Link } from 'react-router';
import { AuthCard } from '../../../components/auth-card';
import { useRedirectSignedIn } from '../hooks/use-redirect-signed-in';
import { SignUpForm } from '../components/signup-form';

export function Component() {
  useRedirectSignedIn();
  return (
    <AuthCard
      title={authFormMessages.createAccount}
      description={authFormMessages.signupDescription}
      className="max-w-xl"
    >
      <SignUpForm />
      <div className="space-y-2 text-center text-sm text-slate-700">
        <p>
          {authFormMessages.haveAccount}{' '}
          <Link to="/login" className="font-medium text-brand-700 underline-offset-4 hover:underline">
            {authFormMessages.signIn}
          </Link>
        </p>
        <p>
          <Link to="/" className="font-medium text-brand-700 underline-offset-4 hover:underline">
            {commonMessages.backToHome}
          </Link>
        </p>
      </div>
    </AuthCard>
  );
}
