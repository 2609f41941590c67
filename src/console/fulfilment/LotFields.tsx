import { CONSOLE_LIMITS as L } from '@/domain/operators/console-api'
import type { LotView as Lot } from '@/domain/orders/console-view'
import {
  EARLIEST_TEST_DATE,
  MAX_LOT_QUANTITY,
  latestTestDate,
} from '@/domain/fulfilment/lot-request'
import { Field } from '../shared/ui'

/**
 * A lot's certificate and stock as the form takes them: its number, the tests and their results,
 * the analyst, the vials on hand and quality assurance's release. `value` gives a lot's own
 * (when one is edited), `error` the desk's message for a field.
 */
export function LotFields({
  value,
  error,
}: {
  value: (key: keyof Lot) => string | undefined
  error: (name: string) => string | undefined
}) {
  return (
    <>
      <Field
        label="Lot number"
        name="lotNumber"
        defaultValue={value('lotNumber')}
        required
        maxLength={L.lotNumber}
        error={error('lotNumber')}
      />
      <Field
        label="Test date"
        name="testDate"
        defaultValue={value('testDate')}
        type="date"
        min={EARLIEST_TEST_DATE}
        max={latestTestDate()}
        required
        error={error('testDate')}
      />
      <Field
        label="Measured purity (%)"
        name="measuredPurity"
        defaultValue={value('measuredPurity')}
        type="number"
        step="0.01"
        min="0"
        max="100"
        required
        error={error('measuredPurity')}
      />
      <Field
        label="Identity method"
        name="identityMethod"
        defaultValue={value('identityMethod')}
        required
        maxLength={L.labMethod}
        error={error('identityMethod')}
      />
      <Field
        label="Identity result"
        name="identityResult"
        defaultValue={value('identityResult')}
        required
        maxLength={L.labResult}
        error={error('identityResult')}
      />
      <Field
        label="Purity method"
        name="purityMethod"
        defaultValue={value('purityMethod')}
        required
        maxLength={L.labMethod}
        error={error('purityMethod')}
      />
      <Field
        label="Purity result"
        name="purityResult"
        defaultValue={value('purityResult')}
        required
        maxLength={L.labResult}
        error={error('purityResult')}
      />
      <Field
        label="Analyst"
        name="analyst"
        defaultValue={value('analyst')}
        required
        maxLength={L.analyst}
        error={error('analyst')}
      />
      <Field
        label="Vials on hand"
        name="quantityOnHand"
        type="number"
        step="1"
        min="0"
        max={MAX_LOT_QUANTITY}
        required
        defaultValue={value('quantityOnHand')}
        error={error('quantityOnHand')}
      />
      <Field
        label="Appearance result"
        name="appearanceResult"
        defaultValue={value('appearanceResult')}
        required
        maxLength={L.labResult}
        error={error('appearanceResult')}
      />
      <Field
        label="Released by (quality assurance)"
        name="releasedBy"
        defaultValue={value('releasedBy')}
        required
        maxLength={L.analyst}
        error={error('releasedBy')}
      />
      <Field
        label="Release date"
        name="releaseDate"
        defaultValue={value('releaseDate')}
        type="date"
        min={EARLIEST_TEST_DATE}
        max={latestTestDate()}
        required
        error={error('releaseDate')}
      />
    </>
  )
}
