import { observer } from 'mobx-react-lite';
import type { ReactElement } from 'react';
import type { OverviewTile } from '../../application/view-models/overview.view-model';
import { OverviewViewModel } from '../../application/view-models/overview.view-model';
import { QUESTION_TEXTS } from '../../domain/questions/messages';
import type { QuestionIcon } from '../../domain/questions/question';
import { prefetchQuestion } from '../app/question-prefetch';
import { useInstance } from '../app/resolver';
import { CameraIcon } from '../components/icons/camera-icon';
import { CheckIcon } from '../components/icons/check-icon';
import { KeyboardIcon } from '../components/icons/keyboard-icon';
import { RouteLink } from '../components/route-link';
import { Page } from '../shell/page';
import { usePolling } from '../shell/use-polling';
import { SHELL_TEXTS } from '../texts/shell-texts';

const TILE_ICONS: { readonly [K in QuestionIcon]: () => ReactElement } = {
  camera: CameraIcon,
  keyboard: KeyboardIcon,
};

const TileBody = observer(function TileBody({ tile }: { tile: OverviewTile }) {
  const Icon = TILE_ICONS[tile.icon];
  return (
    <>
      <span className={`tile__icon tile__icon--${tile.icon}`}>
        <Icon />
      </span>
      <span className="tile__text">
        <span className="tile__title">
          {tile.title}
          {tile.required ? (
            <span className="tile__required">
              <span aria-hidden="true">*</span>
              <span className="visually-hidden"> ({SHELL_TEXTS.required})</span>
            </span>
          ) : null}
        </span>
        {tile.description ? <span className="tile__description">{tile.description}</span> : null}
      </span>
      {tile.complete ? (
        <span className="tile__check">
          <CheckIcon />
          <span className="visually-hidden">{SHELL_TEXTS.completed}</span>
        </span>
      ) : null}
    </>
  );
});

/**
 * The questions list (spec 000 §2 'Questions list'): the header, the intro, one tile per visible
 * question in the domain's order, the legend and the Return link. An incomplete tile opens its
 * question; a complete one is not a link, since its question would only send the user onwards,
 * and is named '…, completed'. Each tile shows its metadata's camera or keyboard icon and, when
 * complete, a check mark (decorative; the words carry the meaning).
 * Background polling runs while it is open, so a tile completed elsewhere turns complete here.
 * A tile pointed at or focused loads its question's code ahead of the click (question-prefetch.ts).
 */
export const OverviewScreen = observer(function OverviewScreen() {
  const overview = useInstance(OverviewViewModel);
  usePolling({ run: true });
  const logo = overview.logo;
  const heading = logo ? (
    <>
      <img className="page__logo" src={logo} alt={SHELL_TEXTS.logoOf(overview.issuerName)} /> {overview.overviewHeader}
    </>
  ) : (
    overview.overviewHeader
  );
  return (
    <Page route="overview" heading={heading} className="overview">
      <p className="page__lead">{overview.overviewIntro}</p>
      <ul className="tiles" aria-label={SHELL_TEXTS.questionsList}>
        {overview.tiles.map((tile) => (
          <li
            key={tile.attrType}
            className={tile.complete ? 'tile tile--complete' : 'tile'}
            aria-label={tile.complete ? SHELL_TEXTS.completedTile(tile.title, tile.required) : undefined}
          >
            {tile.complete ? (
              <div className="tile__inner">
                <TileBody tile={tile} />
              </div>
            ) : (
              <RouteLink
                className="tile__inner tile__link"
                to={`/question/${tile.slug}`}
                onPointerEnter={() => prefetchQuestion(tile.field)}
                onFocus={() => prefetchQuestion(tile.field)}
              >
                <TileBody tile={tile} />
              </RouteLink>
            )}
          </li>
        ))}
      </ul>
      <p className="legend">{QUESTION_TEXTS.legend}</p>
      {overview.returnLink ? (
        <a className="button button--secondary" href={overview.returnLink}>
          {SHELL_TEXTS.returnLink}
        </a>
      ) : null}
    </Page>
  );
});
