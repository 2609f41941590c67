import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import {
  Link,
  matchPath,
  MemoryRouter,
  NavLink,
  Route,
  Routes,
  useLocation,
  useParams,
  useSearchParams,
} from './router'

function Where() {
  const { pathname, search, state } = useLocation()
  return <p data-testid="where">{`${pathname}${search} ${JSON.stringify(state)}`}</p>
}

function Product() {
  const { id } = useParams()
  return <h1>Product {id}</h1>
}

describe('matchPath', () => {
  it('matches whole paths with params, any case, a trailing slash allowed', () => {
    expect(matchPath('/products/:id', '/products/bpc-157')?.params).toEqual({ id: 'bpc-157' })
    expect(matchPath('/products/:id', '/Products/bpc-157/')?.params).toEqual({ id: 'bpc-157' })
    expect(matchPath('/products/:id', '/products/bpc-157/certificate')).toBeNull()
    expect(matchPath('/products', '/products')).not.toBeNull()
    expect(matchPath('/', '/')).not.toBeNull()
    expect(matchPath('/', '/about')).toBeNull()
    expect(matchPath('/orders/:number', '/orders/A%20B')?.params).toEqual({ number: 'A B' })
  })

  it('matches the rest with a splat', () => {
    expect(matchPath('*', '/anything/at/all')?.params).toEqual({ '*': 'anything/at/all' })
    expect(matchPath('/docs/*', '/docs')?.params).toEqual({ '*': '' })
    expect(matchPath('/docs/*', '/docs/a/b')?.params).toEqual({ '*': 'a/b' })
  })
})

describe('Routes', () => {
  const routes = (path: string) => (
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="*" element={<h1>Not found</h1>} />
        <Route path="/products/:id" element={<Product />} />
        <Route path="/products/new" element={<h1>New</h1>} />
        <Route path="/" element={<h1>Home</h1>} />
      </Routes>
    </MemoryRouter>
  )

  it('renders the most specific route that matches, whatever the order', () => {
    const { unmount } = render(routes('/products/new'))
    expect(screen.getByRole('heading')).toHaveTextContent('New')
    unmount()
    render(routes('/products/tb-500'))
    expect(screen.getByRole('heading')).toHaveTextContent('Product tb-500')
  })

  it('falls back to the splat', () => {
    render(routes('/nowhere'))
    expect(screen.getByRole('heading')).toHaveTextContent('Not found')
  })
})

describe('Link and NavLink', () => {
  it('move within the app, with state, and mark the current page', async () => {
    render(
      <MemoryRouter initialEntries={['/']}>
        <nav>
          <NavLink to="/products" className="tab">
            Products
          </NavLink>
          <NavLink to="/" className="tab">
            Home
          </NavLink>
          <Link to="/products/bpc-157?tab=faq" state={{ from: 'nav' }}>
            BPC-157
          </Link>
        </nav>
        <Where />
      </MemoryRouter>,
    )
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page')
    expect(screen.getByRole('link', { name: 'Products' })).not.toHaveAttribute('aria-current')
    expect(screen.getByRole('link', { name: 'BPC-157' })).toHaveAttribute(
      'href',
      '/products/bpc-157?tab=faq',
    )
    await userEvent.click(screen.getByRole('link', { name: 'BPC-157' }))
    expect(screen.getByTestId('where')).toHaveTextContent(
      '/products/bpc-157?tab=faq {"from":"nav"}',
    )
    // Below /products, its link is current too; Home's only on / itself.
    expect(screen.getByRole('link', { name: 'Products' })).toHaveAttribute('aria-current', 'page')
    expect(screen.getByRole('link', { name: 'Products' })).toHaveClass('tab', 'active')
    expect(screen.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current')
  })
})

describe('useSearchParams', () => {
  function Filter() {
    const [params, setParams] = useSearchParams()
    return (
      <button
        type="button"
        onClick={() =>
          setParams((current) => {
            current.append('category', 'peptides')
            return current
          })
        }
      >
        {params.getAll('category').join(',') || 'none'}
      </button>
    )
  }

  it('reads the query string and navigates to a new one, keeping the path', async () => {
    render(
      <MemoryRouter initialEntries={['/products?category=blends']}>
        <Filter />
        <Where />
      </MemoryRouter>,
    )
    await userEvent.click(screen.getByRole('button', { name: 'blends' }))
    expect(screen.getByRole('button', { name: 'blends,peptides' })).toBeInTheDocument()
    expect(screen.getByTestId('where')).toHaveTextContent(
      '/products?category=blends&category=peptides null',
    )
  })
})
