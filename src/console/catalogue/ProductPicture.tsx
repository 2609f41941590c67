import { useState, type ChangeEvent } from 'react'
import { api, ApiError } from '../shared/api'
import { vialAlt, type ConsoleProduct } from './products'
import {
  ErrorNotice,
  FieldFrame,
  inputClass,
  secondaryButtonClass,
  SuccessNotice,
} from '../shared/ui'

/** The server's own limit (server/catalogue/pictures.ts): checked here before 10 MB travel. */
const MAX_BYTES = 10 * 1024 * 1024
const TYPES = 'image/jpeg,image/png,image/webp,image/avif'

interface Props {
  product: ConsoleProduct
  /** The version the editor read: a picture is refused when someone saved since. */
  version: number
  onChanged(product: ConsoleProduct): void
  onReload(): void
}

/** The product's picture as the shop shows it, and a new one uploaded as soon as it is chosen. */
export function ProductPicture({ product, version, onChanged, onReload }: Props) {
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<{ message: string; conflict: boolean } | null>(null)
  const [done, setDone] = useState('')

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget
    const file = input.files?.[0]
    if (!file || busy) return
    setError(null)
    setDone('')
    if (file.size > MAX_BYTES) {
      setError({ message: 'The picture is larger than 10 MB.', conflict: false })
      input.value = ''
      return
    }
    setBusy(true)
    try {
      const { product: saved } = await api.upload<{ product: ConsoleProduct }>(
        `/products/${encodeURIComponent(product.id)}/picture?version=${version}`,
        file,
        file.type || 'application/octet-stream',
      )
      onChanged(saved)
      setDone("Picture saved. The shop's pages show it within 2 seconds.")
    } catch (e) {
      setError({
        message: e instanceof ApiError ? e.message : 'The picture could not be uploaded.',
        conflict: e instanceof ApiError && e.status === 409,
      })
    } finally {
      input.value = ''
      setBusy(false)
    }
  }

  return (
    <section
      aria-labelledby="picture-h"
      aria-busy={busy || undefined}
      className="space-y-3 rounded-md border border-slate-300 bg-white p-4"
    >
      <h2 id="picture-h" className="text-lg font-bold">
        Picture
      </h2>
      {product.image ? (
        <picture>
          {product.picture && (
            <source type="image/avif" srcSet={product.picture.avif} sizes="240px" />
          )}
          <img
            src={product.image}
            srcSet={product.picture?.webp}
            sizes="240px"
            width={240}
            height={240}
            alt={vialAlt(product)}
            className="aspect-square w-60 max-w-full rounded-md bg-slate-100 object-contain"
          />
        </picture>
      ) : (
        <p className="text-slate-700">No picture yet: the shop shows a plain placeholder.</p>
      )}
      <FieldFrame
        label={product.picture ? 'Replace the picture' : 'Add a picture'}
        hint="JPEG, PNG, WebP or AVIF, at least 320 × 320 pixels and at most 10 MB. It uploads as soon as you choose it."
        error={error && !error.conflict ? error.message : undefined}
      >
        {(wiring) => (
          <input
            {...wiring}
            type="file"
            accept={TYPES}
            onChange={(event) => void choose(event)}
            className={`${inputClass} file:mr-3 file:rounded file:border-0 file:bg-slate-200 file:px-3 file:py-1 file:font-semibold`}
          />
        )}
      </FieldFrame>
      {error?.conflict && (
        <div className="space-y-2">
          <ErrorNotice>{error.message}</ErrorNotice>
          <button type="button" className={secondaryButtonClass} onClick={onReload}>
            Reload product
          </button>
        </div>
      )}
      {/* Read out when it changes; shown next to the field. */}
      <p role="alert" className="sr-only">
        {error && !error.conflict ? error.message : ''}
      </p>
      <SuccessNotice>{busy ? 'Uploading the picture…' : done}</SuccessNotice>
    </section>
  )
}
