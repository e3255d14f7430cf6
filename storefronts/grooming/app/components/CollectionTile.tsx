import {PageLink} from '@shared/chrome/NavLink';
import {Image} from '@shared/catalog/Image';
import {CARD_SRCSET} from '@shared/catalog/image-widths';

interface TileCollection {
  handle: string;
  title: string;
  image?: {
    url: string;
    altText?: string | null;
    width?: number | null;
    height?: number | null;
  } | null;
}

/** A collection as a picture with its name (home "Shop by category", /collections). */
export function CollectionTile({
  collection,
  loading,
}: {
  collection: TileCollection;
  loading?: 'eager' | 'lazy';
}) {
  return (
    <PageLink className="tile" to={`/collections/${collection.handle}`}>
      {collection.image ? (
        <Image
          // Decorative: the (visually hidden) label names the collection. Image falls back to altText for an empty alt.
          data={{...collection.image, altText: ''}}
          aspectRatio="4/3"
          sizes="(min-width: 1024px) 25vw, (min-width: 640px) 33vw, 50vw"
          srcSetOptions={CARD_SRCSET}
          loading={loading}
          alt=""
        />
      ) : null}
      {/* The collection's picture already prints its title: the name stays for screen readers only
          (decision 111); a tile without a picture shows it. */}
      <span className={collection.image ? 'visually-hidden' : 'tile__label'}>
        {collection.title}
      </span>
    </PageLink>
  );
}
