import { describe, expect, it, vi } from 'vitest'
import { loadSonner, onSonnerRequested, toast } from './toast'

describe('toast', () => {
  it('loads sonner at the first toast, not at a dismissal, and keeps the order of calls', async () => {
    const requested = vi.fn()
    onSonnerRequested(requested)

    toast.dismiss('Please fix the errors')
    expect(requested).not.toHaveBeenCalled()

    toast.error('Please fix the errors', { id: 'Please fix the errors' })
    toast.success('Cart cleared')
    toast.dismiss('Please fix the errors')
    expect(requested).toHaveBeenCalledTimes(1)

    const { toast: sonner } = await loadSonner()
    await vi.waitFor(() => {
      const active = sonner.getToasts().filter((t) => !('dismiss' in t && t.dismiss))
      expect(active.map((t) => ('title' in t ? t.title : undefined))).toEqual(['Cart cleared'])
    })
  })
})
