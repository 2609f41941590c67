import { useEffect, useState } from 'react'
import { Link, useLocation, useNavigate, useParams } from 'react-router'
import { useConsoleData } from '../shared/data'
import type { ConsoleProduct, ProductDetail } from './products'
import { SaleBadge } from '../shared/StatusBadge'
import { ErrorNotice, PageTitle } from '../shared/ui'
import { ProductForm } from './ProductForm'
import { ProductHistory } from './ProductHistory'
import { ProductPicture } from './ProductPicture'

/** What a save that moved to another address says there (the page starts afresh). */
interface Moved {
  saved?: string
}

/** The catalogue editor: a new product (/products/new), or one product with its picture and history. */
export function ProductPage() {
  const { id } = useParams()
  // A fresh page per product: a save that renames it starts again at its new address.
  return <ProductScreen key={id ?? ''} id={id ?? null} />
}

function ProductScreen({ id }: { id: string | null }) {
  const navigate = useNavigate()
  const location = useLocation()
  const [notice, setNotice] = useState(() => (location.state as Moved | null)?.saved ?? '')
  const read = useConsoleData<ProductDetail>(
    id ? `/products/${encodeURIComponent(id)}` : null,
    'Could not load the product.',
    { serverMessage: true, fresh: true },
  )
  const { data: detail, error } = read
  // The version the form and the picture act on: the one first read, the one a reload read, or
  // the one this operator's own change made. Never a version read later (the history read after
  // a save), which would pass over another operator's save.
  const [version, setVersion] = useState<number | null>(null)
  if (version === null && detail) setVersion(detail.product.version)
  // Raised by a reload: the form starts again from the product as saved now.
  const [generation, setGeneration] = useState(0)

  const reload = () =>
    void read.reload().then((d) => {
      if (!d) return
      setVersion(d.product.version)
      setGeneration((g) => g + 1)
    })

  // The history and picture after this operator's own change; the form keeps what it shows.
  const refresh = () => void read.reload()

  // Arrived from a save elsewhere: the title takes the focus and says what happened; the
  // address forgets it, so reloading the page does not say it again.
  const loaded = detail !== null || id === null
  useEffect(() => {
    if (!loaded || !notice) return
    document.getElementById('product-title')?.focus()
  }, [loaded, notice])
  useEffect(() => {
    if (location.state) void navigate('.', { replace: true, state: null })
  }, [location.state, navigate])

  function saved(product: ConsoleProduct, message: string) {
    setNotice('')
    if (product.id !== id) {
      // In place of the old address (or of the empty form): Back leads to the list.
      void navigate(`/products/${encodeURIComponent(product.id)}`, {
        replace: true,
        state: { saved: message } satisfies Moved,
      })
      return
    }
    changed(product)
  }

  function changed(product: ConsoleProduct) {
    setVersion(product.version)
    if (detail) read.replace({ ...detail, product })
    refresh()
  }

  if (id && !detail)
    return error ? (
      <>
        <ErrorNotice>{error}</ErrorNotice>
        <p className="mt-4">
          <Link to="/products" className="text-blue-800 underline">
            Back to products
          </Link>
        </p>
      </>
    ) : (
      <p>Loading…</p>
    )
  const product = detail?.product ?? null

  return (
    <>
      <nav aria-label="Product list" className="mb-2">
        <Link to="/products" className="text-blue-800 underline">
          Back to products
        </Link>
      </nav>
      <PageTitle id="product-title" describedBy={notice ? 'product-notice' : undefined}>
        {product ? product.name : 'New product'}
      </PageTitle>
      {notice && (
        <p id="product-notice" className="-mt-2 mb-4 text-green-900">
          {notice}
        </p>
      )}
      {product && (
        <p className="mb-6 flex flex-wrap items-center gap-3">
          <SaleBadge onSale={product.onSale} />
          <a
            href={`/products/${encodeURIComponent(product.id)}`}
            target="_blank"
            rel="noopener"
            className="text-blue-800 underline"
          >
            View in the shop<span className="sr-only"> (opens in a new tab)</span>
          </a>
        </p>
      )}
      <div className="grid gap-6 lg:grid-cols-3">
        <section
          aria-labelledby="details-h"
          className="rounded-md border border-slate-300 bg-white p-4 lg:col-span-2"
        >
          <h2 id="details-h" className="mb-3 text-lg font-bold">
            Details
          </h2>
          <ProductForm
            key={generation}
            product={product}
            version={version ?? 0}
            ordered={detail?.ordered ?? false}
            onSaved={saved}
            onReload={reload}
          />
        </section>
        <div className="space-y-6">
          {product ? (
            <ProductPicture
              product={product}
              version={version ?? 0}
              onChanged={changed}
              onReload={reload}
            />
          ) : (
            <section
              aria-labelledby="picture-h"
              className="rounded-md border border-slate-300 bg-white p-4"
            >
              <h2 id="picture-h" className="mb-2 text-lg font-bold">
                Picture
              </h2>
              <p>Add the product first; its picture is added on its page here.</p>
            </section>
          )}
          {detail && <ProductHistory history={detail.history} />}
        </div>
      </div>
    </>
  )
}
