import { observer } from 'mobx-react-lite';
import type { ProcessedImage } from '../../../../application/ports/image-processor.port';
import type { DocumentPageId, DocumentType } from '../../../../domain/documents/document-types';
import { captureNameOf } from '../../../../domain/capture/capture-names';
import { ID_SCAN_TEXTS } from '../../../texts/id-scan-texts';
import { usePhotoUrl } from '../captured-photo';

function PagePhoto({ image, name }: { readonly image: ProcessedImage; readonly name: string }) {
  const url = usePhotoUrl(image);
  return url === null ? null : <img className="capture__preview id-scan__preview" src={url} alt={name} />;
}

/**
 * The pages captured so far, each named ('Front of your ID'), with Retake on the last one (spec 001
 * §4's 'Back on a captured photo'), which clears it so that page is taken again.
 */
export const CapturedPages = observer(function CapturedPages(props: {
  readonly type: DocumentType;
  readonly pageIds: readonly DocumentPageId[];
  readonly pages: readonly ProcessedImage[];
  readonly onBack: () => void;
}) {
  const { type, pageIds, pages, onBack } = props;
  if (pages.length === 0) return null;
  const last = pageIds[pages.length - 1];
  return (
    <section className="id-scan__pages" aria-label={ID_SCAN_TEXTS.capturedLabel}>
      <ul className="id-scan__page-list">
        {pages.map((image, index) => {
          const pageId = pageIds[index];
          if (pageId === undefined) return null;
          const name = captureNameOf({ kind: 'id-page', type, page: pageId });
          return (
            <li key={pageId} className="id-scan__page">
              <PagePhoto image={image} name={name} />
              <span>{name}</span>
            </li>
          );
        })}
      </ul>
      {last === undefined ? null : (
        <button
          type="button"
          className="button button--secondary"
          onClick={onBack}
          aria-label={ID_SCAN_TEXTS.backLabel(captureNameOf({ kind: 'id-page', type, page: last }))}
        >
          {ID_SCAN_TEXTS.back}
        </button>
      )}
    </section>
  );
});
