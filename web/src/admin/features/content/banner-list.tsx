import { MAX_BANNERS } from '@store/domain';
import {
  useDeleteBannerMutation,
  useRemoveBannerImageMutation,
  type BannerList_BannerFragment,
} from '@/admin/__generated__/graphql.ts';
import { BannerFormDialog } from './banner-form-dialog.tsx';
import { writeContent } from './content-cache.ts';
import { ContentImage } from './content-image.tsx';
import { ContentList } from './content-list.tsx';
import { headingLines } from './content-rules.ts';
import { ArabicMissing } from '@/admin/components/arabic-content.tsx';

type Banner = BannerList_BannerFragment;
const headingOf = (banner: Banner) => headingLines(banner.heading).join(' ');

/** The home page's banners in their order, each editable and deletable, and the button to add one. */
export function BannerList({ banners }: { banners: readonly Banner[] }) {
  const [remove] = useDeleteBannerMutation({
    update: (cache, { data }) => writeContent(cache, 'adminBanners', data?.deleteBanner.banners),
  });
  const [removeImage] = useRemoveBannerImageMutation({
    update: (cache, { data }) => writeContent(cache, 'adminBanners', data?.removeBannerImage.banners),
  });

  return (
    <ContentList
      items={banners}
      noun="banner"
      nouns="banners"
      max={MAX_BANNERS}
      nameOf={(banner) => `banner ${headingOf(banner)}`}
      describe={(banner) => `the banner “${headingOf(banner)}”`}
      remove={async (banner) => {
        const { data } = await remove({ variables: { id: banner.id } });
        return data?.deleteBanner.banners
          ? undefined
          : (data?.deleteBanner.errors[0]?.message ?? 'The banner could not be deleted.');
      }}
      Form={BannerFormDialog}
      renderItem={(banner) => (
        <>
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
            <ArabicMissing fields={banner.arabicMissing} />
            <p className="form__hint">
              Button “{banner.buttonText}” → {banner.link} · position {banner.position}
            </p>
            <ContentImage
              what={`the banner “${headingOf(banner)}”`}
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
        </>
      )}
    />
  );
}
