import {useLoaderData} from 'react-router';
import {getSeoMeta} from '@shopify/hydrogen';
import {Image} from '@shared/catalog/Image';
import type {Route} from './+types/blogs.$blogHandle.$articleHandle';
import {Breadcrumbs} from '@shared/catalog/Breadcrumbs';
import {breadcrumbJsonLd, canonicalUrl} from '@shared/catalog/seo';
import {seo} from '~/lib/seo';
import {formatDate} from '~/components/ArticleCard';
import {WIDE_SRCSET} from '@shared/catalog/image-widths';

export const meta: Route.MetaFunction = ({data}) => getSeoMeta(data?.seo) ?? [];

export async function loader({params, request, context}: Route.LoaderArgs) {
  const {blog} = await context.storefront.query(ARTICLE_QUERY, {
    variables: {
      blogHandle: params.blogHandle,
      articleHandle: params.articleHandle,
    },
    cache: context.storefront.CacheLong(),
  });
  const article = blog?.articleByHandle;
  if (!blog || !article) throw new Response('Article not found', {status: 404});
  const path = `/blogs/${blog.handle}/${article.handle}`;
  const crumbs = [
    {name: 'Home', to: '/'},
    {name: 'Blog', to: '/blogs'},
    {name: blog.title, to: `/blogs/${blog.handle}`},
    {name: article.title, to: path},
  ];
  const origin = new URL(request.url).origin;
  const articleLd = {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: article.title,
    datePublished: article.publishedAt,
    author: {'@type': 'Person', name: article.authorV2?.name ?? seo.brand},
    image: article.image?.url,
    mainEntityOfPage: canonicalUrl(request, path),
    publisher: seo.organization(),
  };
  return {
    blog,
    article,
    crumbs,
    seo: seo.page({
      title: article.seo?.title ?? article.title,
      description: article.seo?.description ?? article.excerpt,
      request,
      path,
      image: article.image,
      jsonLd: [articleLd as never, breadcrumbJsonLd(crumbs, origin)],
    }),
  };
}

export default function Article() {
  const {article, crumbs} = useLoaderData<typeof loader>();
  return (
    <div className="page">
      <Breadcrumbs label="Breadcrumb" items={crumbs} />
      <article>
        <header className="page__header">
          <h1 className="page__title">{article.title}</h1>
          <p className="article-meta">
            <time dateTime={article.publishedAt}>
              {formatDate(article.publishedAt)}
            </time>
            {article.authorV2?.name ? ` · ${article.authorV2.name}` : null}
          </p>
        </header>
        {article.image ? (
          <div className="article__hero">
            <Image
              data={article.image}
              aspectRatio="2/1"
              sizes="(min-width: 1280px) 1216px, 100vw"
              srcSetOptions={WIDE_SRCSET}
              loading="eager"
              alt={article.image.altText ?? ''}
            />
          </div>
        ) : null}
        <div
          className="rte"
          dangerouslySetInnerHTML={{__html: article.contentHtml}}
        />
      </article>
    </div>
  );
}

const ARTICLE_QUERY = `#graphql
  query GroomingArticle($articleHandle: String!, $blogHandle: String!, $country: CountryCode, $language: LanguageCode)
  @inContext(language: $language, country: $country) {
    blog(handle: $blogHandle) {
      handle
      title
      articleByHandle(handle: $articleHandle) {
        id
        handle
        title
        contentHtml
        excerpt
        publishedAt
        authorV2 {
          name
        }
        image {
          id
          altText
          url
          width
          height
        }
        seo {
          description
          title
        }
      }
    }
  }
` as const;
