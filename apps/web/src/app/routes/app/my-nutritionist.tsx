import { paths } from '@/config/paths';
import { MessagesScreen } from '@/features/professional/components/messages-screen';

/** /mi-nutricionista (issue 33): the client's messages with their nutritionist. */
export function Component() {
  return <MessagesScreen profileHref={paths.profile.getHref()} />;
}
