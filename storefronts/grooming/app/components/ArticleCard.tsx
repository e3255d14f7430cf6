import {Link} from 'react-router';
import {Image} from '@shared/catalog/Image';
import {CARD_SRCSET} from '@shared/catalog/image-widths';
import {formatDate as formatSharedDate} from '@shared/dates/format';

export interface ArticleCardData {
  id: string;
  handle: string;
  title: string;
  excerpt?: string | null;
  publishedAt: string;
  image?: {
    id?: string | null;
    url: string;
    altText?: string | null;
    width?: number | null;
    height?: number | null;
  } | null;
  blog: {handle: string};
}

/** '2 December 2026': the IST date (decision 104). */
export function formatDate(iso: string) {
  return formatSharedDate(iso, 'en-IN', 'long');
}

export function ArticleCard({
  article,
  loading,
}: {
  article: ArticleCardData;
  loading?: 'eager' | 'lazy';
}) {
  return (
    <article className="article-card">
      <Link
        to={`/blogs/${article.blog.handle}/${article.handle}`}
        prefetch="intent"
      >
        <div className="article-card__media">
          {article.image ? (
            <Image
              data={article.image}
              aspectRatio="3/2"
              sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
              srcSetOptions={CARD_SRCSET}
              loading={loading}
              alt=""
            />
          ) : null}
        </div>
        <h3>{article.title}</h3>
        <time className="article-meta" dateTime={article.publishedAt}>
          {formatDate(article.publishedAt)}
        </time>
        {article.excerpt ? <p>{article.excerpt}</p> : null}
      </Link>
    </article>
  );
}
