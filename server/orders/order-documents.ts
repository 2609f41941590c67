// The documents a held order's buyer sends (docs/DECISIONS.md, "Accountability"): PDF, JPEG or
// PNG, known by their bytes (never their name or declared type), at most 10 MB each and five an
// order; an image whose header declares more pixels than HOLD_DOCUMENTS.maxPixels is refused
// unread. Stored in the database; served to operators only, as attachments.
import { and, asc, eq, sql } from 'drizzle-orm'
import sharp from 'sharp'
import { HOLD_DOCUMENTS, HOLD_MESSAGES as H, type HoldDocumentType } from '@/domain/orders/holds'
import type { Db } from '../db/open'
import { enqueue } from '../mail'
import { orderDocuments, orders } from './tables'

const PDF = Buffer.from('%PDF-')
const JPEG = Buffer.from([0xff, 0xd8, 0xff])
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])

export type DocumentCheck = { ok: true; type: HoldDocumentType } | { ok: false; message: string }

/** What a file is, by its bytes: a whole PDF, or a JPEG or PNG whose header can be read. */
export async function checkDocument(bytes: Buffer): Promise<DocumentCheck> {
  if (bytes.length === 0) return { ok: false, message: H.empty }
  if (bytes.length > HOLD_DOCUMENTS.maxBytes) return { ok: false, message: H.tooLarge }
  if (bytes.subarray(0, PDF.length).equals(PDF)) {
    // A PDF ends with its end-of-file marker (a cut-off upload does not).
    const tail = bytes.subarray(Math.max(0, bytes.length - 1024)).toString('latin1')
    return tail.includes('%%EOF') ? { ok: true, type: 'application/pdf' } : refused(H.type)
  }
  const image = bytes.subarray(0, PNG.length).equals(PNG)
    ? 'png'
    : bytes.subarray(0, JPEG.length).equals(JPEG)
      ? 'jpeg'
      : null
  if (!image) return refused(H.type)
  // The header alone: no pixel is decoded, so a small file that unpacks to gigabytes costs
  // nothing here, and is refused by the size it declares.
  const header = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch(() => null)
  if (!header || header.format !== image || !header.width || !header.height) return refused(H.type)
  if (header.width * header.height > HOLD_DOCUMENTS.maxPixels) return refused(H.tooManyPixels)
  return { ok: true, type: image === 'png' ? 'image/png' : 'image/jpeg' }
}

const refused = (message: string): DocumentCheck => ({ ok: false, message })

const EXTENSION: Record<HoldDocumentType, string> = {
  'application/pdf': '.pdf',
  'image/jpeg': '.jpg',
  'image/png': '.png',
}

/**
 * A name to store and to offer as the download's filename: the given name's last part, letters,
 * digits, dots, dashes and underscores only, with the extension of what the file is.
 */
export function documentName(given: string, type: HoldDocumentType): string {
  const last = given.split(/[\\/]/).pop() ?? ''
  const stem = last
    .replace(/\.[^.]*$/, '')
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9._-]+/g, '_')
    .replace(/^[._]+|_+$/g, '')
    .slice(0, 80)
  return `${stem || 'document'}${EXTENSION[type]}`
}

export type StoreDocumentResult = 'stored' | 'not-held' | 'too-many'

/**
 * Stores a document with the order while it is held, under the order's row lock so that two at
 * once cannot pass the limit, and tells the shop; nothing is stored otherwise.
 */
export async function storeDocument(
  db: Db,
  orderId: string,
  document: { filename: string; type: HoldDocumentType; bytes: Buffer },
): Promise<StoreDocumentResult> {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db
    const [order] = await tx
      .select({ status: orders.status })
      .from(orders)
      .where(eq(orders.id, orderId))
      .for('update')
    if (order?.status !== 'on_hold') return 'not-held'
    const [{ n } = { n: 0 }] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(orderDocuments)
      .where(eq(orderDocuments.orderId, orderId))
    if (n >= HOLD_DOCUMENTS.perOrder) return 'too-many'
    const [row] = await tx
      .insert(orderDocuments)
      .values({
        orderId,
        filename: document.filename,
        contentType: document.type,
        sizeBytes: document.bytes.length,
        content: document.bytes,
      })
      .returning({ id: orderDocuments.id })
    await enqueue(tx, {
      template: 'hold_document',
      payload: { orderId, documentId: row!.id },
    })
    return 'stored'
  })
}

/** The order's documents, without their bytes (the console's list). */
export async function documentsOf(db: Db, orderId: string) {
  const rows = await db
    .select({
      id: orderDocuments.id,
      filename: orderDocuments.filename,
      contentType: orderDocuments.contentType,
      sizeBytes: orderDocuments.sizeBytes,
      createdAt: orderDocuments.createdAt,
    })
    .from(orderDocuments)
    .where(eq(orderDocuments.orderId, orderId))
    .orderBy(asc(orderDocuments.createdAt), asc(orderDocuments.id))
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }))
}

/** One document with its bytes, when it is the order's. */
export async function documentOf(db: Db, orderId: string, documentId: string) {
  const [row] = await db
    .select()
    .from(orderDocuments)
    .where(and(eq(orderDocuments.id, documentId), eq(orderDocuments.orderId, orderId)))
  return row ?? null
}
