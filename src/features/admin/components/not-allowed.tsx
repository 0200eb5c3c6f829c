import { NoticePanel } from '../../../components/notice-panel';
import { ButtonLink } from '../../../components/router-links';
import { useSession } from '../../../lib/use-session';
import { adminTexts } from '../texts';

/** What a signed-in shopper sees at /admin: the console is not theirs, and the way back. */
export function NotAllowed() {
  const session = useSession();
  return (
    <NoticePanel
      title={adminTexts.notAllowedTitle}
      text={adminTexts.notAllowedText(session?.user.email ?? '')}
      role="alert"
      action={
        <ButtonLink to="/" variant="contained">
          {adminTexts.backToStore}
        </ButtonLink>
      }
    />
  );
}
