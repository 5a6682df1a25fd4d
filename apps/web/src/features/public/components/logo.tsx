import { publicMessages } from '@immopilote/contracts';
import { Logo as SharedLogo } from '../../../components/ui/logo';

export function Logo({ onNavigate }: { onNavigate?: () => void }) {
  return <SharedLogo to="/" label={publicMessages.header.homeLabel} onNavigate={onNavigate} />;
}
