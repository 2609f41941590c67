import { useState, type FormEvent, type ReactNode } from 'react'
import { Link } from 'react-router'
import { CARRIER_IDS, CARRIERS, type CarrierId } from '@/domain/carriers'
import { CONSOLE_LIMITS } from '@/domain/console-api'
import { ORDER_ACTION_LABELS } from '../shared/labels'
import { canApply, ORDER_ACTIONS, type OrderAction } from '@/domain/order-status'
import { nameWithSize } from '@/domain/sizes'
import { formatPrice } from '@/lib/money'
import { api, ApiError } from '../shared/api'
import { useIsOwner } from '../shared/session'
import type { ConsoleOrder } from '@/domain/console-view'
import {
  buttonClass,
  ErrorNotice,
  Field,
  inputClass,
  secondaryButtonClass,
  SuccessNotice,
} from '../shared/ui'

interface Props {
  data: ConsoleOrder
  onChanged(data: ConsoleOrder): void
  onReload(): void
}

const DONE: Record<OrderAction, string> = {
  release: 'Order released: it awaits payment. The buyer is emailed.',
  mark_paid: 'Order marked paid. The buyer is emailed.',
  ship: 'Order shipped. The buyer is emailed the tracking number.',
  mark_delivered: 'Order marked delivered. The buyer is emailed.',
  cancel: 'Order cancelled. The buyer is emailed.',
  refund_part: 'Refund recorded. The buyer is emailed.',
  refund: 'Order refunded. The buyer is emailed.',
}

const OWNERS_ACTIONS: OrderAction[] = ['refund_part', 'refund']

/** The changes the order's status allows, each a small form (the rule: domain/order-status). */
export function OrderActions({ data, onChanged, onReload }: Props) {
  const [error, setError] = useState<{
    message: string
    conflict: boolean
    fields: Record<string, string>
  } | null>(null)
  const [done, setDone] = useState('')
  const [busy, setBusy] = useState(false)
  const owner = useIsOwner()
  const possible = (Object.keys(ORDER_ACTIONS) as OrderAction[]).filter((a) =>
    canApply(a, { status: data.order.status, ...data.progress }),
  )
  // Refunds are an owner's (the server refuses staff too).
  const allowed = owner ? possible : possible.filter((a) => !OWNERS_ACTIONS.includes(a))
  const refundableCents = data.order.totalCents - data.payment.refundedCents

  async function run(action: OrderAction, body: Record<string, unknown>) {
    setBusy(true)
    setError(null)
    setDone('')
    try {
      const next = await api.post<ConsoleOrder>(
        `/orders/${encodeURIComponent(data.order.number)}/${action}`,
        { version: data.version, ...body },
      )
      onChanged(next)
      setDone(DONE[action])
    } catch (e) {
      setError({
        message: e instanceof ApiError ? e.message : 'The change could not be saved.',
        conflict: e instanceof ApiError && e.status === 409,
        fields: e instanceof ApiError ? e.fields : {},
      })
    } finally {
      setBusy(false)
    }
  }

  const submit =
    (action: OrderAction, read: (form: FormData) => Record<string, unknown>) =>
    (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault()
      void run(action, read(new FormData(event.currentTarget)))
    }

  const text = (form: FormData, name: string) => String(form.get(name) ?? '')

  return (
    <section
      aria-labelledby="actions-h"
      className="rounded-md border border-slate-300 bg-white p-4"
    >
      <h2 id="actions-h" className="mb-3 text-lg font-bold">
        Actions
      </h2>
      <SuccessNotice>{done}</SuccessNotice>
      {error && (
        <div className="mb-3 space-y-2">
          <ErrorNotice>{error.message}</ErrorNotice>
          {error.conflict && (
            <button type="button" className={secondaryButtonClass} onClick={onReload}>
              Reload order
            </button>
          )}
        </div>
      )}
      {possible.length === 0 && <p>Nothing more to do: this order is closed.</p>}
      {allowed.length < possible.length && (
        <p className="mb-3 text-sm text-slate-700">Refunds are made by an owner of the shop.</p>
      )}
      <div className="space-y-4">
        {allowed.includes('release') && (
          <ActionForm
            label={ORDER_ACTION_LABELS.release}
            busy={busy}
            onSubmit={submit('release', () => ({}))}
          >
            <p className="text-sm">
              When the buyer’s documents are checked: the order goes on, awaiting payment, and the
              buyer is emailed.
            </p>
          </ActionForm>
        )}
        {allowed.includes('mark_paid') && (
          <ActionForm
            label={ORDER_ACTION_LABELS.mark_paid}
            busy={busy}
            onSubmit={submit('mark_paid', (f) => ({
              paymentReference: text(f, 'paymentReference'),
            }))}
          >
            <Field
              label="Payment reference"
              name="paymentReference"
              required
              maxLength={CONSOLE_LIMITS.paymentReference}
            />
          </ActionForm>
        )}
        {allowed.includes('ship') && (
          <ShipForm data={data} busy={busy} onSubmit={submit} fields={error?.fields ?? {}} />
        )}
        {allowed.includes('mark_delivered') && (
          <ActionForm
            label={ORDER_ACTION_LABELS.mark_delivered}
            busy={busy}
            onSubmit={submit('mark_delivered', () => ({}))}
          />
        )}
        {allowed.includes('refund_part') && (
          <ActionForm
            // A new form after each change: a refund recorded is not sent twice by a second press.
            key={data.version}
            label={ORDER_ACTION_LABELS.refund_part}
            busy={busy}
            danger
            onSubmit={submit('refund_part', (f) => ({
              amount: text(f, 'amount'),
              reason: text(f, 'reason'),
              reference: text(f, 'reference'),
            }))}
          >
            <Field
              label="Amount to refund (USD)"
              name="amount"
              inputMode="decimal"
              required
              maxLength={20}
              hint={`Paid ${formatPrice(data.order.totalCents)}, refunded ${formatPrice(data.payment.refundedCents)}: at most ${formatPrice(refundableCents)} can be refunded.`}
              error={error?.fields.amount}
            />
            <Field
              label="Reason for this refund"
              name="reason"
              required
              maxLength={CONSOLE_LIMITS.reason}
              error={error?.fields.reason}
            />
            <Field
              label="Refund reference"
              name="reference"
              required
              maxLength={CONSOLE_LIMITS.paymentReference}
              error={error?.fields.reference}
            />
          </ActionForm>
        )}
        {(['cancel', 'refund'] as const)
          .filter((a) => allowed.includes(a))
          .map((a) => (
            <ActionForm
              key={a}
              label={ORDER_ACTION_LABELS[a]}
              busy={busy}
              danger
              onSubmit={submit(a, (f) => ({ reason: text(f, 'reason') }))}
            >
              <Field
                label={a === 'cancel' ? 'Reason for cancelling' : 'Reason for the refund'}
                name="reason"
                required
                maxLength={CONSOLE_LIMITS.reason}
              />
            </ActionForm>
          ))}
      </div>
    </section>
  )
}

function ActionForm(props: {
  label: string
  busy: boolean
  danger?: boolean
  onSubmit(event: FormEvent<HTMLFormElement>): void
  children?: ReactNode
}) {
  return (
    <form
      onSubmit={props.onSubmit}
      aria-label={props.label}
      className="space-y-2 border-t border-slate-200 pt-3"
    >
      {props.children}
      <button
        type="submit"
        disabled={props.busy}
        className={props.danger ? `${buttonClass} bg-red-800 hover:bg-red-900` : buttonClass}
      >
        {props.label}
      </button>
    </form>
  )
}

function ShipForm({
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
