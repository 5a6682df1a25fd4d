import { commonMessages, PAYMENT_SUCCESS_REDIRECT_MS, subscriptionMessages } from '@immopilote/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { CircleCheck } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../lib/toast';
import { meQueryKey } from '../../auth';
import { AuthCard } from '../../../components/auth-card';

export function Component() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const announced = useRef(false);

  useEffect(() => {
    // StrictMode runs effects twice in development; the toast must still appear once.
    if (!announced.current) {
      announced.current = true;
      toast.success(subscriptionMessages.paymentSuccess);
    }
    // The subscription status is part of `me`: refresh it (a hosted provider returns here directly)
    // so that the shell's gate sees the paid agency.
    void queryClient.refetchQueries({ queryKey: meQueryKey, type: 'all' });
    const timer = window.setTimeout(() => {
      void navigate('/dashboard', { replace: true });
    }, PAYMENT_SUCCESS_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [navigate, queryClient]);

  return (
    <AuthCard title={subscriptionMessages.paymentSuccess}>
      <div className="flex flex-col items-center gap-4 text-center">
        <CircleCheck className="size-12 text-green-600" aria-hidden />
        <p className="text-slate-700">{subscriptionMessages.paymentSuccessRedirect}</p>
        <Button asChild className="w-full">
          <Link to="/dashboard">{commonMessages.goToDashboard}</Link>
        </Button>
      </div>
    </AuthCard>
  );
}
