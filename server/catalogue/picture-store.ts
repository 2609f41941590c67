// A product's picture stored: its files in the database beside the catalogue, set in one
// transaction with its history, and every file no product names removed.
import { eq, sql } from 'drizzle-orm'
import type { Db, Tx } from '../db/handle'
import { bumpVersion, lockProduct, writing } from './catalogue'
import { changedFields, fieldTexts } from './product-changes'
import { consoleProduct, type ConsoleProduct } from './product-view'
import {
  catalogueChanges,
  catalogueMedia,
  catalogueProducts,
  catalogueState,
  type StoredPicture,
} from './tables'

export type PictureResult =
  | { kind: 'saved'; product: ConsoleProduct }
  | { kind: 'not-found' }
  | { kind: 'version'; product: ConsoleProduct }

/**
 * Removes every picture file no product names (docs/DECISIONS.md, "Pictures kept and capped"):
 * the history names a picture by its hash, as text, and keeps no files. Run in a transaction
 * that holds the catalogue's version row (`bumpVersion`, or `lockVersion`), as every change of a
 * picture does: one cannot remove a file another is making its product's picture meanwhile.
 * Answers how many files went.
 */
export async function dropUnnamedMedia(tx: Tx): Promise<number> {
  const gone = await tx
    .delete(catalogueMedia)
    .where(
      sql`not exists (
        select 1 from ${catalogueProducts} p,
          jsonb_array_elements(coalesce(p.picture -> 'webp', '[]') || coalesce(p.picture -> 'avif', '[]')) f
        where f ->> 'hash' = ${catalogueMedia.hash})`,
    )
    .returning({ hash: catalogueMedia.hash })
  return gone.length
}

/** Holds the catalogue's version row until the transaction ends, without raising it. */
async function lockVersion(tx: Tx): Promise<void> {
  await tx.select({ id: catalogueState.id }).from(catalogueState).for('update')
}

/** The files no product names, removed (a sweep: uploads remove their own at once). */
export async function sweepMedia(db: Db): Promise<number> {
  return writing(db).transaction(async (tx) => {
    await lockVersion(tx)
    return dropUnnamedMedia(tx)
  })
}

/**
 * Stores a picture's files and makes them the product's picture (one transaction); the files of
 * the picture it replaces go with it unless another product shows them.
 */
export async function setPicture(
  db: Db,
  id: string,
  version: number,
  files: {
    hash: string
    ext: 'webp' | 'avif'
    contentType: string
    width: number
    bytes: Buffer
  }[],
  operator: string,
): Promise<PictureResult> {
  return writing(db).transaction(async (tx) => {
    const before = await lockProduct(tx, id)
    if (!before) return { kind: 'not-found' }
    if (before.version !== version) return { kind: 'version', product: consoleProduct(before) }
    // First: the version row's lock orders this against every other picture change.
    await bumpVersion(tx)
    await tx
      .insert(catalogueMedia)
      .values(
        files.map((f) => ({
          hash: f.hash,
          contentType: f.contentType,
          width: f.width,
          bytes: f.bytes,
        })),
      )
      .onConflictDoNothing()
    const picture: StoredPicture = {
      webp: files.filter((f) => f.ext === 'webp').map(({ width, hash }) => ({ width, hash })),
      avif: files.filter((f) => f.ext === 'avif').map(({ width, hash }) => ({ width, hash })),
    }
    const [row] = await tx
      .update(catalogueProducts)
      .set({
        picture,
        version: sql`${catalogueProducts.version} + 1`,
        updatedAt: sql`now()`,
      })
      .where(eq(catalogueProducts.id, id))
      .returning()
    const after = row!
    await tx.insert(catalogueChanges).values({
      productId: id,
      operator,
      kind: 'picture',
      fields: changedFields(fieldTexts(before), fieldTexts(after)),
    })
    await dropUnnamedMedia(tx)
    return { kind: 'saved', product: consoleProduct(after) }
  })
}

/** A picture file by its hash, or null. */
export async function readMedia(
  db: Db,
  hash: string,
): Promise<{ contentType: string; bytes: Buffer } | null> {
  const [row] = await db
    .select({ contentType: catalogueMedia.contentType, bytes: catalogueMedia.bytes })
    .from(catalogueMedia)
    .where(eq(catalogueMedia.hash, hash))
  return row ?? null
}
