import { ArrowBackIcon } from '../components/icons';
import { NoticePanel } from '../components/notice-panel';
import { ButtonLink } from '../components/router-links';
import { appTexts } from './texts';

/** Screens whose real content arrives in a later release say so plainly, with a way back. */
export function NotOpenYet() {
  return (
    <NoticePanel
      title={appTexts.notOpenTitle}
      text={appTexts.notOpenText}
      action={
        <ButtonLink to="/" variant="contained" startIcon={<ArrowBackIcon />}>
          {appTexts.backToDeals}
        </ButtonLink>
      }
    />
  );
}
