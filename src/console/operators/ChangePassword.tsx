import { useState, type FormEvent } from 'react'
import { CONSOLE_LIMITS } from '@/domain/operators/console-api'
import {
  ACCOUNT_MESSAGES as M,
  changePasswordSchema,
  type PasswordChanged,
} from '@/domain/operators/console-account'
import { MIN_PASSWORD_LENGTH } from '@/domain/operators/console-team'
import { nestedFieldErrors } from '@/domain/shared/field-errors'
import { api, ApiError } from '../shared/api'
import { buttonClass, ErrorNotice, Field } from '../shared/ui'

/**
 * Changing one's own password: the current one, the new one twice. Every other session of the
 * operator ends; this one stays.
 */
export function ChangePassword({ onChanged }: { onChanged(answer: PasswordChanged): void }) {
  const [fields, setFields] = useState<Record<string, string>>({})
  const [error, setError] = useState('')
  const [busy, setBusy] = useState(false)

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = event.currentTarget
    const data = new FormData(form)
    const body = {
      currentPassword: String(data.get('currentPassword') ?? ''),
      newPassword: String(data.get('newPassword') ?? ''),
    }
    setError('')
    const parsed = changePasswordSchema.safeParse(body)
    const problems = parsed.success ? {} : nestedFieldErrors(parsed.error)
    if (!problems.newPassword && body.newPassword !== data.get('repeat'))
      problems.repeat = M.repeatDiffers
    setFields(problems)
    if (Object.keys(problems).length > 0) return
    setBusy(true)
    try {
      const answer = await api.post<PasswordChanged>('/account/password', body)
      form.reset()
      onChanged(answer)
    } catch (e) {
      if (e instanceof ApiError && Object.keys(e.fields).length > 0) setFields(e.fields)
      else setError(e instanceof ApiError ? e.message : 'The password could not be changed.')
    } finally {
      setBusy(false)
    }
  }

  return (
    <section aria-labelledby="password-h" className="space-y-3">
      <h2 id="password-h" className="text-lg font-bold">
        Change your password
      </h2>
      <p className="text-sm text-slate-700">
        At least {MIN_PASSWORD_LENGTH} characters. Your other sessions end; this one stays.
      </p>
      <form onSubmit={submit} className="max-w-sm space-y-4" noValidate>
        <Field
          label="Current password"
          name="currentPassword"
          type="password"
          autoComplete="current-password"
          required
          maxLength={CONSOLE_LIMITS.password}
          error={fields.currentPassword}
        />
        <Field
          label="New password"
          name="newPassword"
          type="password"
          autoComplete="new-password"
          required
          minLength={MIN_PASSWORD_LENGTH}
          maxLength={CONSOLE_LIMITS.password}
          error={fields.newPassword}
        />
        <Field
          label="Repeat the new password"
          name="repeat"
          type="password"
          autoComplete="new-password"
          required
          maxLength={CONSOLE_LIMITS.password}
          error={fields.repeat}
        />
        <ErrorNotice>{error}</ErrorNotice>
        <button type="submit" className={buttonClass} disabled={busy}>
          Change password
        </button>
      </form>
    </section>
  )
}
