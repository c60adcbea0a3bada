import { observer } from 'mobx-react-lite';
import type { ReactElement } from 'react';
import { Link } from 'react-router-dom';
import { InterviewViewModel } from '../../application/view-models/interview.view-model';
import { QUESTION_TEXTS } from '../../domain/questions/messages';
import type { OverviewItem } from '../../domain/questions/overview';
import type { QuestionIcon } from '../../domain/questions/question';
import { tileIconOf } from '../../domain/questions/tile-icon';
import { useInstance } from '../app/resolver';
import { CameraIcon } from '../components/icons/camera-icon';
import { CheckIcon } from '../components/icons/check-icon';
import { KeyboardIcon } from '../components/icons/keyboard-icon';
import { Page } from '../shell/page';
import { usePolling } from '../shell/use-polling';
import { SHELL_TEXTS } from '../texts/shell-texts';

const TILE_ICONS: { readonly [K in QuestionIcon]: () => ReactElement } = {
  camera: CameraIcon,
  keyboard: KeyboardIcon,
};

function TileBody({ item, description, icon }: { item: OverviewItem; description?: string; icon: QuestionIcon }) {
  const Icon = TILE_ICONS[icon];
  return (
    <>
      <span className={`tile__icon tile__icon--${icon}`}>
        <Icon />
      </span>
      <span className="tile__text">
        <span className="tile__title">
          {item.title}
          {item.required ? (
            <span className="tile__required">
              <span aria-hidden="true">*</span>
              <span className="visually-hidden"> ({SHELL_TEXTS.required})</span>
            </span>
          ) : null}
        </span>
        {description ? <span className="tile__description">{description}</span> : null}
      </span>
      {item.complete ? (
        <span className="tile__check">
          <CheckIcon />
          <span className="visually-hidden">{SHELL_TEXTS.completed}</span>
        </span>
      ) : null}
    </>
  );
}

/**
 * The questions list (spec 000 §2 'Questions list'): the header, the intro, one tile per visible
 * question in the domain's order, the legend and the Return link. An incomplete tile opens its
 * question; a complete one is not a link, since its question would only send the user onwards,
 * and is named '…, completed'. Each tile shows its metadata's camera or keyboard icon and, when
 * complete, a check mark (decorative; the words carry the meaning).
 * Background polling runs while it is open, so a tile completed elsewhere turns complete here.
 */
export const OverviewScreen = observer(function OverviewScreen() {
  const interview = useInstance(InterviewViewModel);
  usePolling({ run: true });
  const logo = interview.issuer?.wordmarkUri ?? null;
  const issuerName = interview.issuer?.displayName ?? '';
  const heading = logo ? (
    <>
      <img className="page__logo" src={logo} alt={SHELL_TEXTS.logoOf(issuerName)} /> {interview.overviewHeader}
    </>
  ) : (
    interview.overviewHeader
  );
  return (
    <Page route="overview" heading={heading} className="overview">
      <p className="page__lead">{interview.overviewIntro}</p>
      <ul className="tiles" aria-label={SHELL_TEXTS.questionsList}>
        {interview.overview.map((item) => {
          const question = interview.question(item.attrType);
          const props = { item, description: question?.metadata.description, icon: tileIconOf(question) };
          return (
            <li
              key={item.attrType}
              className={item.complete ? 'tile tile--complete' : 'tile'}
              aria-label={item.complete ? SHELL_TEXTS.completedTile(item.title, item.required) : undefined}
            >
              {item.complete ? (
                <div className="tile__inner">
                  <TileBody {...props} />
                </div>
              ) : (
                <Link className="tile__inner tile__link" to={`/question/${item.slug}`}>
                  <TileBody {...props} />
                </Link>
              )}
            </li>
          );
        })}
      </ul>
      <p className="legend">{QUESTION_TEXTS.legend}</p>
      {interview.returnLink ? (
        <a className="button button--secondary" href={interview.returnLink}>
          {SHELL_TEXTS.returnLink}
        </a>
      ) : null}
    </Page>
  );
});
