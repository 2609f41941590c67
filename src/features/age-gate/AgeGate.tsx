import * as Dialog from '@radix-ui/react-dialog'
import { useState, useSyncExternalStore } from 'react'
import { MINIMUM_AGE } from '@/data/policy'
import {
  createAgeVerificationStore,
  UNDER_AGE_EXIT_URL,
  type AgeVerificationStore,
} from './age-verification'

const prevent = (event: Event) => event.preventDefault()

/**
 * The full-screen age gate (spec sections 2 and 4): the site behind stays inert until the
 * visitor confirms being 21 or older.
 *
 * Contract with the prerender step: the gate is rendered inline (not in a portal), so it is
 * part of the prerendered HTML, and its root carries `data-age-gate`. An inline script may
 * mark returning visitors with `<html data-age-verified>` before first paint; the rule
 * `html[data-age-verified] [data-age-gate] { display: none }` in index.css then hides the
 * gate until React reads storage and removes it.
 */
export function AgeGate({ store: given }: { store?: AgeVerificationStore }) {
  const [store] = useState(() => given ?? createAgeVerificationStore())
  const verified = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getServerSnapshot)
  if (verified) return null

  return (
    <Dialog.Root open modal>
      <div data-age-gate="">
        <Dialog.Overlay className="fixed inset-0 z-[100] bg-slate-900" />
        <Dialog.Content
          onEscapeKeyDown={prevent}
          onPointerDownOutside={prevent}
          onInteractOutside={prevent}
          className="fixed inset-0 z-[100] flex items-center justify-center overflow-y-auto p-4"
        >
          <div className="w-full max-w-md rounded-xl bg-white p-6 text-center shadow-2xl sm:p-8">
            <Dialog.Title className="text-2xl font-semibold text-slate-900">
              Age Verification
            </Dialog.Title>
            <Dialog.Description asChild>
              <div className="mt-4 space-y-3 text-base text-slate-700">
                <p>
                  This website is restricted to persons aged {MINIMUM_AGE} or older. By clicking
                  &ldquo;I am {MINIMUM_AGE} or older&rdquo;, you confirm that you are at least{' '}
                  {MINIMUM_AGE} years of age and accept the terms and conditions.
                </p>
                <p className="font-medium text-slate-900">
                  You must be at least {MINIMUM_AGE} years old to enter this website.
                </p>
              </div>
            </Dialog.Description>
            <div className="mt-6 flex flex-col gap-3 sm:flex-row-reverse sm:justify-center">
              <button type="button" className="btn-primary" onClick={() => store.set(true)}>
                I am {MINIMUM_AGE} or older
              </button>
              <button
                type="button"
                className="btn-secondary"
                onClick={() => window.location.assign(UNDER_AGE_EXIT_URL)}
              >
                I am under {MINIMUM_AGE}
              </button>
            </div>
          </div>
        </Dialog.Content>
      </div>
    </Dialog.Root>
  )
}
