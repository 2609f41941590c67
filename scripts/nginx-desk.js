// The order desk's part of the nginx block (make-nginx-conf.js writes the whole): the upstream of
// Node servers, and the locations nginx passes to them (the pages made from the database, the
// API with its larger bodies, the order pages, the certificates, the console, the health URLs).
import { documentHeaders } from '../config/security-headers.js'

/** Above the desk's own 16 KB limit, so the desk answers an oversized order in JSON. */
const PROXY_BODY_LIMIT = '64k'
/**
 * The larger bodies, each above the desk's own limit so that it answers in JSON: a product's
 * picture and a held order's document (10 MB each), and the catalogue's CSV (2 MB).
 */
const PICTURE_BODY_LIMIT = '11m'
const CSV_BODY_LIMIT = '3m'

/** nginx string literal. */
export const quote = (value) => `"${String(value).replace(/["\\$]/g, (c) => `\\${c}`)}"`

/** The upstream's servers (host:port) from --desk values: URLs, repeated or comma-separated. */
export function deskServers(desk) {
  return [desk]
    .flat()
    .flatMap((value) => String(value).split(','))
    .map((value) => value.trim())
    .filter(Boolean)
    .map((value) => {
      const url = new URL(/^[a-z]+:\/\//i.test(value) ? value : `http://${value}`)
      if (url.protocol !== 'http:') throw new Error(`--desk ${value}: the Node server speaks http`)
      return url.host
    })
}

/** Lines four spaces further in (a location inside another). */
const indent = (text) =>
  text
    .split('\n')
    .map((line) => `    ${line}`)
    .join('\n')

/** Passing a page to the Node servers, which send its headers (its own CSP among them). */
export function pageProxy() {
  // One add_header of the location's own, so the server-level set is not added to the page's
  // (nginx inherits add_header only into a location that has none).
  return `        proxy_pass http://storefront_desk;
        proxy_http_version 1.1;
        proxy_set_header Connection "";
        proxy_set_header Host $http_host;
        proxy_set_header X-Forwarded-For $remote_addr;
        proxy_set_header X-Forwarded-Proto $scheme;
        proxy_hide_header X-Content-Type-Options;
        add_header X-Content-Type-Options "nosniff" always;`
}

/**
 * The pages: with the order desk every page is made by the Node servers from the catalogue in
 * the database (docs/decisions/0003-catalogue-pages.md), so nginx passes them on and never
 * serves a page of the build's files; each carries the CSP of its own inline styles.
 */
export function pageLocations() {
  return `    # Every page, the specification sheets, the sitemap and the catalogue's pictures (their
    # files are named by their content) come from the Node servers, made from the database.
    location = / {
${pageProxy()}
    }
    location ~ "\\.html$" {
${pageProxy()}
    }
    location = /sitemap.xml {
${pageProxy()}
    }
    location ~ "^/media/[0-9a-f]{20}\\.(webp|avif)$" {
${pageProxy()}
    }

`
}

/** The Node servers, one upstream: nginx spreads requests over them and skips one that is down. */
export function deskUpstream(desk) {
  const servers = deskServers(desk)
  if (servers.length === 0) throw new Error('No --desk server given')
  return `upstream storefront_desk {
${servers.map((server) => `    server ${server};`).join('\n')}
    keepalive 16;
}`
}

/**
 * The order desk's locations: its API, the order pages, the lots' certificate pages, the
 * operator's console and the health URLs go to the Node servers, which answer them with the
 * same headers (and their own Cache-Control: no-store for everything of an order, the console
 * and the health URLs).
 * nginx sets the security headers itself, so an answer carries each once, its own 502 included.
 */
export function deskLocations(headers) {
  const names = Object.keys(documentHeaders())
  // Host with its port ($http_host, not $host): the console refuses a write whose Origin is
  // not the address the browser used, port included.
  const proxy = `        proxy_pass http://storefront_desk;
        proxy_http_version 1.1;
        proxy_set_header Connection "";
        proxy_set_header Host $http_host;
        proxy_set_header X-Forwarded-For $remote_addr;
        proxy_set_header X-Forwarded-Proto $scheme;
        client_max_body_size ${PROXY_BODY_LIMIT};
${names.map((name) => `        proxy_hide_header ${name};`).join('\n')}
${headers(null)}`
  return `    # The order desk: its API, the order pages (their links carry the order's secret in the
    # fragment, never sent) and the lots' certificates are answered by the Node server; the
    # pages with their own CSP.
    location ^~ /api/ {
${proxy}

        # A product's picture and the catalogue's CSV, from the console: larger bodies.
        location ~ "^/api/admin/products/[^/]+/picture$" {
${indent(proxy.replace(`client_max_body_size ${PROXY_BODY_LIMIT}`, `client_max_body_size ${PICTURE_BODY_LIMIT}`))}
        }
        # A held order's document from its buyer (10 MB at most, src/domain/orders/holds.ts).
        location ~ "^/api/orders/[^/]+/documents$" {
${indent(proxy.replace(`client_max_body_size ${PROXY_BODY_LIMIT}`, `client_max_body_size ${PICTURE_BODY_LIMIT}`))}
        }
        location = /api/admin/catalogue/import {
${indent(proxy.replace(`client_max_body_size ${PROXY_BODY_LIMIT}`, `client_max_body_size ${CSV_BODY_LIMIT}`))}
        }
    }
    location ~ "^/orders(/[^/]+(/invoice)?)?/?$" {
${pageProxy()}
    }
    location ~ "^/products/[^/]+/lots/[^/]+/?$" {
${pageProxy()}
    }
    # A request for a quote, and a quote (its secret in the fragment).
    location ~ "^/(quote|quotes/[^/]+)/?$" {
${pageProxy()}
    }
    # "View COA": the newest lot's certificate, or the page saying none is published yet.
    location ~ "^/products/[^/]+/certificate/?$" {
${pageProxy()}
    }

    # The operator's console: one page for /admin and every path below it (a reloaded deep
    # link such as /admin/orders/RRS-...), served by the Node server, never cached.
    location = /admin {
${proxy}
    }
    location ^~ /admin/ {
${proxy}
    }

    # Health URLs (JSON, never cached): the process, and whether it can take orders.
    location = /healthz {
${proxy}
    }
    location = /readyz {
${proxy}
    }

`
}
