import {
  Children,
  createContext,
  isValidElement,
  use,
  useCallback,
  useEffect,
  useMemo,
  useState,
  type AnchorHTMLAttributes,
  type CSSProperties,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
  type Ref,
} from 'react'

/**
 * The storefront's router: the part of React Router's API the shop uses (a browser, static and
 * memory router, flat routes, links, the location, params and search params), in a few lines.
 * React Router itself costs about 11 KiB of gzipped JavaScript on every page, a tenth of the
 * budget (issue 23: at most 100 KiB per page), for data routers, loaders and fetchers the shop
 * does not use. Names and behaviour follow React Router's, so its documentation still applies;
 * the operator's console (src/console) keeps React Router's data router.
 */

export interface Location {
  pathname: string
  search: string
  hash: string
  state: unknown
  /** A new key for every navigation; "default" for the first entry. */
  key: string
}

export type To = string | { pathname?: string; search?: string; hash?: string }

export interface NavigateOptions {
  replace?: boolean
  state?: unknown
  /** Accepted for React Router's sake; this router never scrolls. */
  preventScrollReset?: boolean
}

export interface NavigateFunction {
  (to: To, options?: NavigateOptions): void
  (delta: number): void
}

interface RouterContextValue {
  location: Location
  navigate: NavigateFunction
}

const RouterContext = createContext<RouterContextValue | null>(null)
const ParamsContext = createContext<Readonly<Record<string, string | undefined>>>({})

function useRouter(hook: string): RouterContextValue {
  const router = use(RouterContext)
  if (!router) throw new Error(`${hook}() may be used only in the context of a <Router>.`)
  return router
}

/** Where `to` leads from `from`: an absolute path, a query string or a hash. */
function resolveTo(to: To, from: Pick<Location, 'pathname' | 'search'>) {
  if (typeof to !== 'string') {
    return {
      pathname: to.pathname ?? from.pathname,
      search: to.search ?? '',
      hash: to.hash ?? '',
    }
  }
  const url = new URL(to, `http://localhost${from.pathname}${from.search}`)
  return { pathname: url.pathname, search: url.search, hash: url.hash }
}

const pathOf = ({ pathname, search, hash }: { pathname: string; search: string; hash: string }) =>
  pathname + search + hash

const newKey = () => Math.random().toString(36).slice(2, 10)

function locationFrom(to: To, state: unknown = null, key = 'default'): Location {
  return { ...resolveTo(to, { pathname: '/', search: '' }), state, key }
}

/** The router around the app in the browser: the address bar and the history are its state. */
export function BrowserRouter({ children }: { children?: ReactNode }) {
  const read = (): Location => {
    const entry = window.history.state as { usr?: unknown; key?: string } | null
    const { pathname, search, hash } = window.location
    return { pathname, search, hash, state: entry?.usr ?? null, key: entry?.key ?? 'default' }
  }
  const [location, setLocation] = useState(read)

  useEffect(() => {
    const onPopState = () => setLocation(read())
    window.addEventListener('popstate', onPopState)
    return () => window.removeEventListener('popstate', onPopState)
  }, [])

  const navigate = useCallback((to: To | number, options: NavigateOptions = {}) => {
    if (typeof to === 'number') {
      window.history.go(to)
      return
    }
    const next: Location = {
      ...resolveTo(to, window.location),
      state: options.state ?? null,
      key: newKey(),
    }
    // React Router's entry shape, so a reload or a Back finds the state it left.
    const entry = { usr: next.state, key: next.key }
    if (options.replace) window.history.replaceState(entry, '', pathOf(next))
    else window.history.pushState(entry, '', pathOf(next))
    setLocation(next)
  }, []) as NavigateFunction

  const value = useMemo(() => ({ location, navigate }), [location, navigate])
  return <RouterContext value={value}>{children}</RouterContext>
}

/** A router at one address that never moves: the prerender's. */
export function StaticRouter({ location, children }: { location: To; children?: ReactNode }) {
  const value = useMemo<RouterContextValue>(
    () => ({
      location: locationFrom(location),
      navigate: () => {
        throw new Error('A static router cannot navigate.')
      },
    }),
    [location],
  )
  return <RouterContext value={value}>{children}</RouterContext>
}

/** A router that keeps its history in memory: the unit tests'. */
export function MemoryRouter({
  initialEntries = ['/'],
  initialIndex,
  children,
}: {
  initialEntries?: To[]
  initialIndex?: number
  children?: ReactNode
}) {
  const [history, setHistory] = useState(() => ({
    entries: initialEntries.map((to) => locationFrom(to)),
    index: initialIndex ?? initialEntries.length - 1,
  }))

  const navigate = useCallback((to: To | number, options: NavigateOptions = {}) => {
    const key = newKey()
    setHistory(({ entries, index }) => {
      if (typeof to === 'number') {
        return { entries, index: Math.min(Math.max(index + to, 0), entries.length - 1) }
      }
      const from = entries[index] ?? locationFrom('/')
      const location: Location = { ...resolveTo(to, from), state: options.state ?? null, key }
      const kept = entries.slice(0, options.replace ? index : index + 1)
      return { entries: [...kept, location], index: kept.length }
    })
  }, []) as NavigateFunction

  const location = history.entries[history.index] ?? locationFrom('/')
  const value = useMemo(() => ({ location, navigate }), [location, navigate])
  return <RouterContext value={value}>{children}</RouterContext>
}

export interface PathMatch {
  params: Record<string, string | undefined>
  pathname: string
}

const escape = (text: string) => text.replace(/[.+?^${}()|[\]\\]/g, '\\$&')

/**
 * Whether `pattern` ("/products/:id", "/orders/*", "*") matches the whole of `pathname`, with its
 * params; case-insensitive, a trailing slash allowed, as React Router's.
 */
export function matchPath(pattern: string, pathname: string): PathMatch | null {
  const names: string[] = []
  let source = pattern
    .replace(/\/*\*?$/, '')
    .replace(/^\/*/, '/')
    .split('/')
    .map((segment) => {
      if (!segment.startsWith(':')) return escape(segment)
      names.push(segment.slice(1))
      return '([^/]+)'
    })
    .join('/')
  if (pattern.endsWith('*')) {
    names.push('*')
    source = source === '/' ? '/(.*)' : `${source}(?:/(.*))?`
  } else {
    source += '/*'
  }
  const match = new RegExp(`^${source}$`, 'i').exec(pathname)
  if (!match) return null
  const params: Record<string, string | undefined> = {}
  names.forEach((name, i) => {
    const value = match[i + 1]
    params[name] = value === undefined ? (name === '*' ? '' : undefined) : safeDecode(value)
  })
  return { params, pathname: match[0] }
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value)
  } catch {
    return value
  }
}

/** React Router's ranking: more specific paths first (static over dynamic over a splat). */
function rank(path: string): number {
  const segments = path.split('/').filter(Boolean)
  let score = segments.length
  for (const segment of segments) {
    if (segment === '*') score -= 2
    else score += segment.startsWith(':') ? 3 : 10
  }
  return score
}

export interface RouteProps {
  path: string
  element?: ReactNode
}

/** One route of a `<Routes>`; it renders nothing itself. */
export function Route(props: RouteProps): ReactNode {
  void props
  return null
}

/** Renders the element of the most specific `<Route>` whose path matches the location. */
export function Routes({ children }: { children?: ReactNode }) {
  const { pathname } = useRouter('Routes').location
  const routes = Children.toArray(children).filter((child): child is ReactElement<RouteProps> =>
    isValidElement(child),
  )
  const ranked = routes
    .map((route, order) => ({ route, order, score: rank(route.props.path) }))
    .sort((a, b) => b.score - a.score || a.order - b.order)
  for (const { route } of ranked) {
    const match = matchPath(route.props.path, pathname)
    if (match) return <ParamsContext value={match.params}>{route.props.element}</ParamsContext>
  }
  return null
}

export function useLocation(): Location {
  return useRouter('useLocation').location
}

export function useNavigate(): NavigateFunction {
  return useRouter('useNavigate').navigate
}

export function useParams<K extends string = string>(): Readonly<Partial<Record<K, string>>> {
  return use(ParamsContext) as Partial<Record<K, string>>
}

type SearchParamsInit = URLSearchParams | string | Record<string, string | readonly string[]>

function toSearchParams(init: SearchParamsInit): URLSearchParams {
  if (init instanceof URLSearchParams || typeof init === 'string') return new URLSearchParams(init)
  const params = new URLSearchParams()
  for (const [name, value] of Object.entries(init)) {
    for (const one of typeof value === 'string' ? [value] : value) params.append(name, one)
  }
  return params
}

export type SetSearchParams = (
  next: SearchParamsInit | ((current: URLSearchParams) => SearchParamsInit),
  options?: NavigateOptions,
) => void

/** The query string as URLSearchParams, and a setter that navigates to a new one. */
export function useSearchParams(): [URLSearchParams, SetSearchParams] {
  const { location, navigate } = useRouter('useSearchParams')
  const params = useMemo(() => new URLSearchParams(location.search), [location.search])
  const set = useCallback<SetSearchParams>(
    (next, options) => {
      const init = typeof next === 'function' ? next(new URLSearchParams(params)) : next
      navigate(`?${toSearchParams(init).toString()}`, options)
    },
    [navigate, params],
  )
  return [params, set]
}

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: To
  replace?: boolean
  state?: unknown
  preventScrollReset?: boolean
  /** Follow the link with a full page load. */
  reloadDocument?: boolean
  ref?: Ref<HTMLAnchorElement>
}

const EXTERNAL = /^(?:[a-z][a-z\d+.-]*:|\/\/)/i

/** An ordinary link that, pressed plainly, moves within the app instead of loading a page. */
export function Link({
  to,
  replace,
  state,
  preventScrollReset,
  reloadDocument,
  onClick,
  target,
  ...rest
}: LinkProps) {
  const { location, navigate } = useRouter('Link')
  void preventScrollReset
  const external = typeof to === 'string' && EXTERNAL.test(to)
  const href = external ? (to as string) : pathOf(resolveTo(to, location))
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event)
    if (
      external ||
      reloadDocument ||
      event.defaultPrevented ||
      event.button !== 0 ||
      (target && target !== '_self') ||
      event.metaKey ||
      event.altKey ||
      event.ctrlKey ||
      event.shiftKey
    ) {
      return
    }
    event.preventDefault()
    // A link to where the visitor already is replaces the entry, as React Router's does.
    navigate(to, { replace: replace ?? href === pathOf(location), state })
  }
  // The link's content comes in `rest` (its children).
  // eslint-disable-next-line jsx-a11y/anchor-has-content
  return <a {...rest} href={href} target={target} onClick={follow} />
}

interface NavLinkState {
  isActive: boolean
  isPending: boolean
  isTransitioning: boolean
}

export interface NavLinkProps extends Omit<LinkProps, 'className' | 'style' | 'children'> {
  /** Active only on this very path, not below it. */
  end?: boolean
  className?: string | ((state: NavLinkState) => string | undefined)
  style?: CSSProperties | ((state: NavLinkState) => CSSProperties | undefined)
  children?: ReactNode | ((state: NavLinkState) => ReactNode)
}

/** A link that knows whether it leads to the current page: `aria-current="page"` and "active". */
export function NavLink({ end, className, style, children, ...rest }: NavLinkProps) {
  const { location } = useRouter('NavLink')
  const target = resolveTo(rest.to, location).pathname.toLowerCase()
  const here = location.pathname.toLowerCase()
  const slashAt = target !== '/' && target.endsWith('/') ? target.length - 1 : target.length
  const isActive =
    here === target || (!end && here.startsWith(target) && here.charAt(slashAt) === '/')
  const state: NavLinkState = { isActive, isPending: false, isTransitioning: false }
  return (
    <Link
      {...rest}
      aria-current={isActive ? 'page' : undefined}
      className={
        typeof className === 'function'
          ? className(state)
          : [className, isActive ? 'active' : null].filter(Boolean).join(' ') || undefined
      }
      style={typeof style === 'function' ? style(state) : style}
    >
      {typeof children === 'function' ? children(state) : children}
    </Link>
  )
}
