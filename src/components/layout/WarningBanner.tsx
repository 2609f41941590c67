import { TriangleAlert } from 'lucide-react'

/** The red shipping-country warning (spec section 4, "A red banner shows the warning"). */
export function WarningBanner({ message }: { message: string }) {
  return (
    <div role="alert" className="border-y border-red-200 bg-red-50 text-red-800">
      <p className="mx-auto flex max-w-6xl items-start gap-2 px-4 py-2 text-sm font-medium sm:py-3 sm:text-base">
        <TriangleAlert aria-hidden="true" className="size-5 shrink-0 sm:mt-0.5" />
        <span>{message}</span>
      </p>
    </div>
  )
}
