import { secondaryButtonClass } from '../shared/ui'
import { TwoFactorSetup } from './TwoFactorSetup'

/**
 * All an owner without two-factor sign-in reaches from their second sign-in on
 * (docs/DECISIONS.md, "Sign-in"): setting it up, or signing out.
 */
export function SetupRequiredPage({
  email,
  onDone,
  onSignOut,
}: {
  email: string
  onDone(): void
  onSignOut(): void
}) {
  return (
    <main className="mx-auto max-w-2xl space-y-4 px-4 py-12">
      <h1 className="text-2xl font-bold">Set up two-factor sign-in</h1>
      <p>
        Owners sign in with a code from an authenticator app as well as their password, from their
        second sign-in on. Set it up for {email} to open the console.
      </p>
      <TwoFactorSetup onDone={onDone} />
      <button type="button" className={secondaryButtonClass} onClick={onSignOut}>
        Sign out
      </button>
    </main>
  )
}
