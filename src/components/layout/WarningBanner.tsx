import { TriangleAlert } from 'lucide-react'

/** The red shipping-country warning (spec section 4, "A red banner shows the warning"). */
export function WarningBanner({ message }: { message: string }) {
  return (
    <div role="alert" className="border-y border-red-200 bg-red-50 text-red-800">
      <p className="mx-auto flex max-w-6xl items-start gap-2 px-4 py-3 text-base font-medium">
        <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        <span>{message}</span>
      </p>
    </div>
  )
}
