import { useState, type FormEvent } from 'react'
import { Link } from 'react-router'
import { CARRIER_IDS, CARRIERS, type CarrierId } from '@/domain/orders/carriers'
import { CONSOLE_LIMITS } from '@/domain/operators/console-api'
import type { ConsoleOrder } from '@/domain/orders/console-view'
import type { OrderAction } from '@/domain/orders/order-status'
import { nameWithSize } from '@/domain/catalogue/sizes'
import { ORDER_ACTION_LABELS } from '../shared/labels'
import { Field, inputClass } from '../shared/ui'
import { ActionForm } from './ActionForm'

/**
 * A parcel: its carrier and tracking number, and for each line still to ship its vials in this
 * parcel and the lot they come from (the oldest test with enough vials, unless chosen).
 */
export function ShipForm({
  data,
  busy,
  onSubmit,
  fields,
}: {
  data: ConsoleOrder
  busy: boolean
  onSubmit: (
    action: OrderAction,
    read: (form: FormData) => Record<string, unknown>,
  ) => (event: FormEvent<HTMLFormElement>) => void
  fields: Record<string, string>
}) {
  const [carrier, setCarrier] = useState<CarrierId>('ups')
  const lines = data.order.lines
  // The lots of the line's product and size still in use, the oldest test first: the first
  // that has the line's vials is chosen unless the operator picks another.
  const usable = (line: (typeof lines)[number]) =>
    (data.lotsByProduct[line.productId] ?? [])
      .filter((lot) => !lot.retiredAt && (!line.sizeKey || lot.sizeKey === line.sizeKey))
      .sort((a, b) => a.testDate.localeCompare(b.testDate))
  // The lines with vials still to ship, by position; a parcel takes all of them unless the
  // operator ships fewer (0 leaves a line for a later parcel).
  const toShip = lines.flatMap((line, position) => {
    const left = line.quantity - (data.shippedByLine[position] ?? 0)
    return left > 0 ? [{ line, position, left }] : []
  })
  // A line with no lot yet starts at 0 vials: the parcel can take the other lines now.
  const [vials, setVials] = useState<Record<number, number>>(() =>
    Object.fromEntries(
      toShip.map(({ line, position, left }) => [position, usable(line).length > 0 ? left : 0]),
    ),
  )
  const inParcel = toShip.filter(({ position }) => (vials[position] ?? 0) > 0)
  // Only the lines this parcel holds need a lot; the rest wait for a later one.
  const missing = inParcel.filter(({ line }) => usable(line).length === 0).map(({ line }) => line)
  const unlotted = toShip.filter(({ line }) => usable(line).length === 0).map(({ line }) => line)
  // Nothing can ship until a lot is registered: every line left has none, or one in the parcel.
  const blocked = missing.length > 0 || unlotted.length === toShip.length
  const partial = lines.some((_, position) => (data.shippedByLine[position] ?? 0) > 0)
  return (
    <ActionForm
      label={partial ? 'Ship the rest' : ORDER_ACTION_LABELS.ship}
      busy={busy || blocked || inParcel.length === 0}
      onSubmit={onSubmit('ship', (f) => ({
        carrier: String(f.get('carrier') ?? ''),
        trackingNumber: String(f.get('trackingNumber') ?? ''),
        lots: toShip.flatMap(({ position }) => {
          const quantity = Number(f.get(`vials-${position}`))
          return quantity > 0
            ? [{ position, lotId: String(f.get(`lot-${position}`)), quantity }]
            : []
        }),
      }))}
    >
      <div>
        <label htmlFor="ship-carrier" className="block text-sm font-semibold">
          Carrier
        </label>
        <select
          id="ship-carrier"
          name="carrier"
          className={inputClass}
          value={carrier}
          onChange={(e) => setCarrier(e.target.value as CarrierId)}
        >
          {CARRIER_IDS.map((id) => (
            <option key={id} value={id}>
              {CARRIERS[id].name}
            </option>
          ))}
        </select>
      </div>
      <Field
        label="Tracking number"
        name="trackingNumber"
        required
        maxLength={CONSOLE_LIMITS.trackingNumber}
        autoComplete="off"
        spellCheck={false}
        error={fields.trackingNumber}
        hint={`${CARRIERS[carrier].name} numbers are ${CARRIERS[carrier].formatText}.`}
      />
      {toShip.map(({ line, position, left }) => {
        const lots = usable(line)
        const oldest = lots.find((lot) => lot.quantityOnHand >= left) ?? lots[0]
        const name = nameWithSize(line.name, line.size)
        return (
          <div key={position} className="space-y-2">
            <Field
              label={`Vials of ${name} in this parcel`}
              name={`vials-${position}`}
              type="number"
              inputMode="numeric"
              min={0}
              max={left}
              required
              value={vials[position] ?? 0}
              onChange={(e) => setVials((v) => ({ ...v, [position]: Number(e.target.value) }))}
              hint={`${left} of ${line.quantity} left to ship; 0 ships it later.`}
            />
            {lots.length > 0 && (
              <>
                <label htmlFor={`lot-${position}`} className="block text-sm font-semibold">
                  Lot for {name} ({left} vial
                  {left === 1 ? '' : 's'})
                </label>
                <select
                  id={`lot-${position}`}
                  name={`lot-${position}`}
                  className={inputClass}
                  required
                  defaultValue={oldest?.id}
                >
                  {lots.map((lot) => (
                    <option key={lot.id} value={lot.id}>
                      {lot.lotNumber} (tested {lot.testDate}, {lot.measuredPurity}%,{' '}
                      {lot.quantityOnHand} on hand)
                    </option>
                  ))}
                </select>
              </>
            )}
          </div>
        )
      })}
      {unlotted.length > 0 && blocked && (
        <p className="text-red-900">
          Register a lot for {unlotted.map((l) => nameWithSize(l.name, l.size)).join(', ')} first:{' '}
          <Link to="/lots" className="underline">
            Lots
          </Link>
          .
        </p>
      )}
      {unlotted.length > 0 && !blocked && (
        <p>
          {unlotted.map((l) => nameWithSize(l.name, l.size)).join(', ')} has no lot yet and waits
          for a later parcel. Register one in{' '}
          <Link to="/lots" className="underline">
            Lots
          </Link>
          .
        </p>
      )}
    </ActionForm>
  )
}
