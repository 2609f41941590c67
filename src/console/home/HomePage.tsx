import { Receivables } from './Receivables'
import { Sales } from './Sales'
import { TodaysWork } from './Work'
import { PageTitle } from '../shared/ui'

/**
 * The console's home, the owner's view at a glance: what buyers owe and how late, what waits
 * today, and what sold (docs/DECISIONS.md, "The owner's home page as built").
 */
export function HomePage() {
  return (
    <>
      <PageTitle>Home</PageTitle>
      <div className="grid gap-6 lg:grid-cols-2">
        <Receivables />
        <TodaysWork />
        <Sales />
      </div>
    </>
  )
}
