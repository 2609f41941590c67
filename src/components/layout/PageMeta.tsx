import { SHOP, SITE_URL } from '@/data/shop'

interface PageMetaProps {
  /** The page's own title; the shop's name is appended. */
  title: string
  description: string
  /** Path of the canonical URL, e.g. "/products"; none for a page with no address of its
   * own (the 404 page: a canonical to a URL that answers 404 misleads search engines). */
  path?: string
  /** A private page (an order's status): kept out of search engines. */
  noindex?: boolean
}

/** The page's title, description, canonical link and Open Graph tags (React hoists them). */
export function PageMeta({ title, description, path, noindex = false }: PageMetaProps) {
  const fullTitle = `${title} | ${SHOP.name}`
  const url = path === undefined ? undefined : `${SITE_URL}${path}`
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      {noindex && <meta name="robots" content="noindex, nofollow" />}
      {!noindex && url && <link rel="canonical" href={url} />}
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      {url && <meta property="og:url" content={url} />}
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={SHOP.name} />
    </>
  )
}
