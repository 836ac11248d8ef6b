import { useState } from 'react';
import { MAX_BANNERS } from '@store/domain';
import {
  useDeleteBannerMutation,
  useRemoveBannerImageMutation,
  type BannerList_BannerFragment,
} from '@/admin/__generated__/graphql.ts';
import { FormNote } from '@/components/ui/form-shell.tsx';
import { BannerFormDialog } from './banner-form-dialog.tsx';
import { writeContent } from './content-cache.ts';
import { ContentImage } from './content-image.tsx';
import { headingLines, nextPosition } from './content-rules.ts';
import { DeleteContentDialog } from './delete-content-dialog.tsx';

/** The home page's banners in their order, each editable and deletable, and the button to add one. */
export function BannerList({ banners }: { banners: readonly BannerList_BannerFragment[] }) {
  const [editing, setEditing] = useState<BannerList_BannerFragment | 'new' | null>(null);
  const [deleting, setDeleting] = useState<BannerList_BannerFragment | null>(null);
  const [notice, setNotice] = useState<string>();
  const [remove] = useDeleteBannerMutation({
    update: (cache, { data }) => writeContent(cache, 'adminBanners', data?.deleteBanner.banners),
  });
  const [removeImage] = useRemoveBannerImageMutation({
    update: (cache, { data }) => writeContent(cache, 'adminBanners', data?.removeBannerImage.banners),
  });
  const sorted = [...banners].sort((a, b) => a.position - b.position);
  const full = banners.length >= MAX_BANNERS;

  return (
    <>
      <FormNote message={notice} />
      {sorted.length === 0 ? (
        <p>The home page has no banner.</p>
      ) : (
        <ol className="content-list">
          {sorted.map((banner) => (
            <li key={banner.id} className="content-item">
              <img
                src={banner.imageSrc}
                alt={banner.alt}
                width={160}
                height={90}
                loading="lazy"
                className="content-item__image"
              />
              <div className="content-item__body">
                <p className="content-item__title">
                  {headingLines(banner.heading).map((line, index) => (
                    <span key={index}>{line}</span>
                  ))}
                </p>
                <p>{banner.text}</p>
                <p className="form__hint">
                  Button “{banner.buttonText}” · position {banner.position}
                </p>
                <ContentImage
                  what={`the banner “${headingLines(banner.heading).join(' ')}”`}
                  uploadUrl={`/admin/uploads/banners/${encodeURIComponent(banner.id)}/image`}
                  uploaded={banner.imageUploaded}
                  removeImage={async () => {
                    const { data } = await removeImage({ variables: { id: banner.id } });
                    return data?.removeBannerImage.banners
                      ? undefined
                      : (data?.removeBannerImage.errors[0]?.message ?? 'The image could not be removed.');
                  }}
                />
              </div>
              <div className="content-item__actions">
                <button type="button" className="button button--outline" onClick={() => setEditing(banner)}>
                  Edit<span className="visually-hidden"> banner {headingLines(banner.heading).join(' ')}</span>
                </button>
                <button type="button" className="button button--outline" onClick={() => setDeleting(banner)}>
                  Delete<span className="visually-hidden"> banner {headingLines(banner.heading).join(' ')}</span>
                </button>
              </div>
            </li>
          ))}
        </ol>
      )}
      <div className="form__actions">
        <button type="button" className="button" disabled={full} onClick={() => setEditing('new')}>
          Add banner
        </button>
        {full && (
          <p className="form__hint">The home page holds at most {MAX_BANNERS} banners: delete one to add another.</p>
        )}
      </div>
      <BannerFormDialog
        banner={editing}
        nextPosition={nextPosition(banners)}
        onClose={() => setEditing(null)}
        onSaved={(message) => {
          setEditing(null);
          setNotice(message);
        }}
      />
      <DeleteContentDialog
        label="Delete banner"
        what={deleting ? `the banner “${headingLines(deleting.heading).join(' ')}”` : null}
        onClose={() => setDeleting(null)}
        onConfirm={async () => {
          if (!deleting) return undefined;
          const { data } = await remove({ variables: { id: deleting.id } });
          if (!data?.deleteBanner.banners)
            return data?.deleteBanner.errors[0]?.message ?? 'The banner could not be deleted.';
          setNotice('The banner is deleted.');
          return undefined;
        }}
      />
    </>
  );
}
