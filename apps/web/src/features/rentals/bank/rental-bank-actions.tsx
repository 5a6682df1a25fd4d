import { rentalBankMessages } from '@immopilote/contracts';
import { Landmark } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { useMe } from '../../auth';
import { ReminderSettingsButton } from './reminder-settings-dialog';

/**
 * The bank review's way in from « Gestion locative » (/gestion), beside the page's main action, and
 * for the head the reminder delays (« Relances »).
 */
export function RentalBankActions() {
  const me = useMe().data;
  return (
    <>
      <Button asChild variant="secondary">
        <Link to="/gestion/banque">
          <Landmark className="size-4" aria-hidden />
          {rentalBankMessages.screen.openReview}
        </Link>
      </Button>
      {me?.profile.isBoss && <ReminderSettingsButton />}
    </>
  );
}
