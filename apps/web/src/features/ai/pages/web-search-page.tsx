import { shellMessages } from '@immopilote/contracts';
import { ComingSoon } from '../../../components/coming-soon';

export function Component() {
  return <ComingSoon title={shellMessages.webSearch} />;
}
