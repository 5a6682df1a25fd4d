import {
  commonMessages,
  PAYMENT_CONFIRM_POLL_MS,
  PAYMENT_CONFIRM_WAIT_MS,
  PAYMENT_SUCCESS_REDIRECT_MS,
  subscriptionMessages,
} from '@immopilote/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { CircleCheck } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../lib/toast';
import { meQueryKey } from '../../auth';
import { AuthCard } from '../../../components/auth-card';
import { getCheckoutQueryOptions } from '../api/get-checkout';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * /payment-success (001 §4): says « Paiement réussi ! » only for a checkout of the caller's agency that
 * the server holds as paid. Anyone else (no checkout, another agency's, expired, signed out) goes to
 * /dashboard, whose gate sends them where they belong.
 */
export function Component() {
  const [params] = useSearchParams();
  const checkoutId = params.get('checkout') ?? '';
  if (!UUID.test(checkoutId)) return <Navigate to="/dashboard" replace />;
  return <CheckoutOutcome checkoutId={checkoutId} />;
}

function CheckoutOutcome({ checkoutId }: { checkoutId: string }) {
  const [waitedTooLong, setWaitedTooLong] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setWaitedTooLong(true), PAYMENT_CONFIRM_WAIT_MS);
    return () => window.clearTimeout(timer);
  }, []);
  const checkout = useQuery({
    ...getCheckoutQueryOptions(checkoutId),
    retry: false,
    // A hosted checkout redirects here before its webhook lands: ask again for a minute.
    refetchInterval: (query) =>
      query.state.data?.status === 'open' && !waitedTooLong ? PAYMENT_CONFIRM_POLL_MS : false,
  });

  if (checkout.isPending) return <Spinner className="min-h-screen" />;
  if (checkout.isError || checkout.data.status === 'expired') return <Navigate to="/dashboard" replace />;
  if (checkout.data.status === 'completed') return <PaymentMade />;
  return (
    <AuthCard title={subscriptionMessages.paymentConfirming}>
      <div className="flex flex-col items-center gap-4 text-center" role="status">
        {waitedTooLong ? (
          <>
            <p className="text-slate-700">{subscriptionMessages.paymentNotYetConfirmed}</p>
            <Button className="w-full" onClick={() => void checkout.refetch()} disabled={checkout.isFetching}>
              {subscriptionMessages.checkAgain}
            </Button>
          </>
        ) : (
          <>
            <Spinner />
            <p className="text-slate-700">{subscriptionMessages.paymentConfirmingHelp}</p>
          </>
        )}
      </div>
    </AuthCard>
  );
}

function PaymentMade() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const announced = useRef(false);

  useEffect(() => {
    // StrictMode runs effects twice in development; the toast must still appear once.
    if (!announced.current) {
      announced.current = true;
      toast.success(subscriptionMessages.paymentSuccess);
    }
    // The subscription status is part of `me`: refresh it so that the shell's gate sees the paid agency.
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
