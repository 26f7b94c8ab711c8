import { useParams } from 'react-router';
import { paths } from '@/config/paths';
import { ConsentScreen } from '@/features/professional/components/consent-screen';

/** /nutricionista/:code (issue 33): the client's consent to share their diary; needs a session, not the onboarding. */
export function Component() {
  const { code = '' } = useParams();
  return (
    <ConsentScreen
      code={code.toUpperCase()}
      homeHref={paths.dailySummary.getHref()}
      messagesHref={paths.myNutritionist.getHref()}
    />
  );
}
