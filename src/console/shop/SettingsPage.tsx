// The shop's settings, for owners (docs/DECISIONS.md, "Settings held by the shop"): its identity
// and contact, how buyers pay, when unpaid orders are reminded and cancelled, how long a quote
// stays open, and its time zone. The next mail, invoice and quote show a save within 2 s on every
// server; the pages still carry the build's identity (docs/DECISIONS.md says what is not yet).
import type { SettingsView } from '@/domain/shop/shop-settings'
import { useConsoleData } from '../shared/data'
import { useIsOwner } from '../shared/session'
import { ErrorNotice, PageTitle } from '../shared/ui'
import { controlId, LABELS } from './settings-form'
import { SettingsForm } from './SettingsForm'

export const OWNER_ONLY =
  'The shop’s settings are for its owner. Ask an owner of the shop to change them.'

/** The Settings page: the owner's form; staff are told whose it is. */
export function SettingsPage() {
  const owner = useIsOwner()
  return (
    <>
      <PageTitle>Settings</PageTitle>
      {owner ? <OwnersSettings /> : <p>{OWNER_ONLY}</p>}
    </>
  )
}

function OwnersSettings() {
  const read = useConsoleData<SettingsView>('/settings', 'Could not load the settings.', {
    serverMessage: true,
    fresh: true,
  })
  const view = read.data
  if (!view) return read.error ? <ErrorNotice>{read.error}</ErrorNotice> : <p>Loading…</p>
  return (
    <div className="max-w-3xl space-y-6">
      <Placeholders fields={view.placeholders} />
      <SettingsForm view={view} onChange={read.replace} reload={read.reload} />
    </div>
  )
}

/** The fields still at a placeholder, each a link to its control. */
function Placeholders({ fields }: { fields: SettingsView['placeholders'] }) {
  if (fields.length === 0) return null
  return (
    <div className="rounded-md border border-amber-400 bg-amber-50 px-3 py-2 text-amber-950">
      <p className="font-semibold">A production shop takes no orders until these are set:</p>
      <ul className="mt-1 list-disc pl-5">
        {fields.map((field) => (
          <li key={field}>
            <a
              href={`#${controlId(field)}`}
              className="underline"
              onClick={(event) => {
                // The hash alone would scroll but leave focus where it was.
                event.preventDefault()
                document.getElementById(controlId(field))?.focus()
              }}
            >
              {LABELS[field]}
            </a>
          </li>
        ))}
      </ul>
    </div>
  )
}
