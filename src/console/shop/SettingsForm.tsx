import { useRef, useState, type FormEvent } from 'react'
import { flushSync } from 'react-dom'
import { SETTINGS_MESSAGES, type SettingsView } from '@/domain/shop/shop-settings'
import { api, ApiError } from '../shared/api'
import { buttonClass, ErrorNotice, ErrorSummary, SuccessNotice } from '../shared/ui'
import {
  checkSettings,
  controlId,
  draftOf,
  problemsOf,
  type FieldMessages,
  type SettingsField,
} from './settings-form'
import { SettingsSections } from './SettingsSections'

export const SAVED = 'Settings saved.'

interface Props {
  /** The settings as read, and the version a save is made against. */
  view: SettingsView
  /** The settings saved or read again: the page shows them. */
  onChange(view: SettingsView): void
  /** Reads the settings again (after another owner saved first). */
  reload(): Promise<SettingsView | null>
}

/** Every setting, checked by the domain's schema before it is sent, saved as one change. */
export function SettingsForm({ view, onChange, reload }: Props) {
  const [draft, setDraft] = useState(() => draftOf(view.settings))
  const [version, setVersion] = useState(view.version)
  const [errors, setErrors] = useState<FieldMessages>({})
  const [failure, setFailure] = useState('')
  const [done, setDone] = useState('')
  const [busy, setBusy] = useState(false)
  const summary = useRef<HTMLDivElement>(null)

  function showErrors(next: FieldMessages) {
    // Drawn first, so the summary that takes the focus already lists them.
    flushSync(() => setErrors(next))
    summary.current?.focus()
  }

  function show(next: SettingsView) {
    setDraft(draftOf(next.settings))
    setVersion(next.version)
    onChange(next)
  }

  function change(field: SettingsField, value: string) {
    const next = { ...draft, [field]: value }
    setDraft(next)
    // A message goes once its field is right; none appears before the next submit.
    if (Object.keys(errors).length === 0) return
    const checked = checkSettings(next)
    const still = checked.ok ? {} : checked.errors
    setErrors((shown) =>
      Object.fromEntries(Object.keys(shown).flatMap((f) => (still[f] ? [[f, still[f]]] : []))),
    )
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (busy) return
    setDone('')
    setFailure('')
    const checked = checkSettings(draft)
    if (!checked.ok) return showErrors(checked.errors)
    setErrors({})
    setBusy(true)
    try {
      show(await api.put<SettingsView>('/settings', { version, settings: checked.settings }))
      setDone(SAVED)
    } catch (e) {
      if (e instanceof ApiError && e.status === 409) {
        // Their values in place of what was typed: the owner makes the change again on them.
        const fresh = await reload()
        if (fresh) show(fresh)
        setFailure(SETTINGS_MESSAGES.conflict)
      } else if (e instanceof ApiError && Object.keys(e.fields).length > 0) showErrors(e.fields)
      else setFailure(e instanceof ApiError ? e.message : 'The settings could not be saved.')
    } finally {
      setBusy(false)
    }
  }

  const bind = (field: SettingsField) => ({
    id: controlId(field),
    value: draft[field],
    error: errors[field],
    onChange: (e: { target: { value: string } }) => change(field, e.target.value),
  })

  return (
    <form onSubmit={submit} noValidate className="space-y-6">
      <ErrorSummary ref={summary} problems={problemsOf(errors)} />
      <SettingsSections bind={bind} />
      <ErrorNotice>{failure}</ErrorNotice>
      <SuccessNotice>{busy ? 'Saving…' : done}</SuccessNotice>
      <button type="submit" className={buttonClass}>
        Save settings
      </button>
    </form>
  )
}
