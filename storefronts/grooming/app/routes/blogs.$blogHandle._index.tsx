import {Link, useLoaderData} from 'react-router';
import {getPaginationVariables, getSeoMeta} from '@shopify/hydrogen';
import type {Route} from './+types/blogs.$blogHandle._index';
import {Breadcrumbs} from '@shared/catalog/Breadcrumbs';
import {LoadMore} from '@shared/catalog/LoadMore';
import {breadcrumbJsonLd} from '@shared/catalog/seo';
import {seo} from '~/lib/seo';
import {ArticleCard} from '~/components/ArticleCard';

export const meta: Route.MetaFunction = ({data}) => getSeoMeta(data?.seo) ?? [];

export async function loader({params, request, context}: Route.LoaderArgs) {
  const paginationVariables = getPaginationVariables(request, {pageBy: 9});
  const {blog, blogs} = await context.storefront.query(BLOG_QUERY, {
    variables: {blogHandle: params.blogHandle, ...paginationVariables},
    cache: context.storefront.CacheLong(),
  });
  if (!blog) throw new Response('Blog not found', {status: 404});
  const crumbs = [
    {name: 'Home', to: '/'},
    {name: 'Blog', to: '/blogs'},
    {name: blog.title, to: `/blogs/${blog.handle}`},
  ];
  return {
    blog,
    blogs: blogs.nodes,
    crumbs,
    seo: seo.page({
      title: blog.seo?.title ?? `${blog.title} articles`,
      description:
        blog.seo?.description ??
        `${blog.title} guides and tips for men from ${seo.brand}.`,
      request,
      path: `/blogs/${blog.handle}`,
      jsonLd: breadcrumbJsonLd(crumbs, new URL(request.url).origin),
    }),
  };
}

export default function Blog() {
  const {blog, blogs, crumbs} = useLoaderData<typeof loader>();
  return (
    <div className="page">
      <Breadcrumbs label="Breadcrumb" items={crumbs} />
      <header className="page__header">
        <h1 className="page__title">{blog.title}</h1>
      </header>
      <nav aria-label="Blog categories">
        <ul className="blog-nav">
          <li>
            <Link to="/blogs">All</Link>
          </li>
          {blogs.map((b) => (
            <li key={b.handle}>
              <Link
                to={`/blogs/${b.handle}`}
                aria-current={b.handle === blog.handle ? 'page' : undefined}
              >
                {b.title}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {blog.articles.nodes.length === 0 ? (
        <div className="empty-state">
          <h2>No articles yet</h2>
        </div>
      ) : (
        <LoadMore
          connection={blog.articles}
          previous="↑ Newer articles"
          next="Older articles"
          loading="Loading…"
        >
          {(nodes) => (
            <ul className="article-grid">
              {nodes.map((article, index) => (
                <li key={article.id}>
                  <ArticleCard
                    article={{...article, blog}}
                    loading={index < 3 ? 'eager' : 'lazy'}
                  />
                </li>
              ))}
            </ul>
          )}
        </LoadMore>
      )}
    </div>
  );
}

const BLOG_QUERY = `#graphql
  query GroomingBlog(
    $blogHandle: String!
    $country: CountryCode
    $language: LanguageCode
    $first: Int
    $last: Int
    $startCursor: String
    $endCursor: String
  ) @inContext(country: $country, language: $language) {
    blog(handle: $blogHandle) {
      id
      handle
      title
      seo {
        title
        description
      }
      articles(first: $first, last: $last, before: $startCursor, after: $endCursor, sortKey: PUBLISHED_AT, reverse: true) {
        nodes {
          id
          handle
          title
          excerpt
          publishedAt
          image {
            id
            url
            altText
            width
            height
          }
        }
        pageInfo {
          hasPreviousPage
          hasNextPage
          startCursor
          endCursor
        }
      }
    }
    blogs(first: 20) {
      nodes {
        handle
        title
      }
    }
  }
` as const;
