import {Link, useLoaderData} from 'react-router';
import {getSeoMeta} from '@shopify/hydrogen';
import type {Route} from './+types/blogs._index';
import {Breadcrumbs} from '@shared/catalog/Breadcrumbs';
import {breadcrumbJsonLd} from '@shared/catalog/seo';
import {seo} from '~/lib/seo';
import {ArticleCard} from '~/components/ArticleCard';

export const meta: Route.MetaFunction = ({data}) => getSeoMeta(data?.seo) ?? [];

export async function loader({request, context}: Route.LoaderArgs) {
  const {blogs} = await context.storefront.query(BLOGS_QUERY, {
    cache: context.storefront.CacheLong(),
  });
  const crumbs = [
    {name: 'Home', to: '/'},
    {name: 'Blog', to: '/blogs'},
  ];
  return {
    blogs: blogs.nodes,
    crumbs,
    seo: seo.page({
      title: 'Grooming blog',
      description:
        'Guides on beard care, shaving, fragrances, skin care, DIY grooming and body hair removal for Indian men.',
      request,
      path: '/blogs',
      jsonLd: breadcrumbJsonLd(crumbs, new URL(request.url).origin),
    }),
  };
}

export default function Blogs() {
  const {blogs, crumbs} = useLoaderData<typeof loader>();
  return (
    <div className="page">
      <Breadcrumbs label="Breadcrumb" items={crumbs} />
      <header className="page__header">
        <h1 className="page__title">Grooming blog</h1>
        <p className="page__lead">
          Straight-talking guides from our grooming lab.
        </p>
      </header>
      <nav aria-label="Blog categories">
        <ul className="blog-nav">
          {blogs.map((blog) => (
            <li key={blog.id}>
              <Link to={`/blogs/${blog.handle}`}>{blog.title}</Link>
            </li>
          ))}
        </ul>
      </nav>
      {blogs.map((blog, index) => (
        <section
          key={blog.id}
          className="blog-section"
          aria-labelledby={`blog-${blog.handle}`}
        >
          <div className="blog-section__header home-section__header">
            <h2 id={`blog-${blog.handle}`}>{blog.title}</h2>
            <Link to={`/blogs/${blog.handle}`}>All {blog.title} articles</Link>
          </div>
          <ul className="article-grid">
            {blog.articles.nodes.map((article) => (
              <li key={article.id}>
                <ArticleCard
                  article={{...article, blog}}
                  loading={index === 0 ? 'eager' : 'lazy'}
                />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

const BLOGS_QUERY = `#graphql
  query GroomingBlogs($country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    blogs(first: 20) {
      nodes {
        id
        handle
        title
        articles(first: 3, sortKey: PUBLISHED_AT, reverse: true) {
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
        }
      }
    }
  }
` as const;
