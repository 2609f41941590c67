import { ORDER_DESK_ORIGIN } from '@/data/shop'
import { isLotCertificate, LOT_API, type LotCertificate } from '@/domain/fulfilment/lot-certificate'
import { DESK_MESSAGES, DeskError, deskRequest } from '@/lib/desk-client'

/** One lot's certificate; null when the desk has none for that product and lot. */
export async function fetchLot(
  productId: string,
  lotNumber: string,
): Promise<LotCertificate | null> {
  try {
    const { data } = await deskRequest(ORDER_DESK_ORIGIN, LOT_API.lot(productId, lotNumber), {
      timeoutMs: 10_000,
    })
    const lot = (data as { lot?: unknown } | null)?.lot
    if (!isLotCertificate(lot)) throw new DeskError('server', DESK_MESSAGES.server)
    return lot
  } catch (error) {
    if (error instanceof DeskError && error.failure === 'refused' && error.status === 404) {
      return null
    }
    throw error
  }
}
