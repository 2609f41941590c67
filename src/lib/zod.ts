import { z } from 'zod'

// The CSP forbids eval; zod's compiled fast path would probe `new Function` and trip a CSP
// violation report. Every schema imports zod from here so the setting always applies first.
z.config({ jitless: true })

export { z }
